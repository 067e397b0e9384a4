import { Inject, Injectable } from '@nestjs/common';
import { entryConditionFailures, entryConditionReason, entryRulesOf, entryValuesOf, STATUS_RULES } from '@postula/domain';
import type { EntryFacts, EntryRules } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { ApplicationRules } from '../../applications/common/application-rules.js';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';

// The facts of every undecided application; the rule itself runs in TypeScript (libs/domain entry-conditions.ts),
// the same one the auto-rejection decides with on the stream.
const SQL = `
  SELECT a.id, p.first_name, p.last_name, p.email,
         a.academic_average::float8 AS graduation_grade, a.institution_type, a.birth_date::text AS birth_date, a.residence_city AS city,
         a.exam_correct_answers AS correct_answers, (a.financial_summary ->> 'monthly_income')::float8 AS monthly_income
  FROM read.applications a JOIN read.applicants p ON p.id = a.id
  WHERE a.status = ANY($1::text[])
  ORDER BY a.submitted_at, a.id`;

type FactsRow = EntryFacts & { id: string; first_name: string; last_name: string; email: string };

/** GET applications/entry-conditions and the list POST applications/auto-reject works through. */
@Injectable()
export class EntryConditionsQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly applicationRules: ApplicationRules,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Ages are counted on the deadline's day in the programme's time zone, as the form's age rule does. */
  rules(): EntryRules {
    const { deadline, timeZone, submissionCity } = this.applicationRules.context();
    return entryRulesOf({ deadline, timezone: timeZone, eligibleCity: submissionCity, exam: this.config.programme.exam });
  }

  async failing() {
    const rules = this.rules();
    const { rows } = await this.pool.query<FactsRow>(SQL, [STATUS_RULES.autoReject.allowedIn]);
    return rows.flatMap((r) => {
      const failures = entryConditionFailures(r, rules);
      if (!failures.length) return [];
      return [
        {
          application_id: r.id,
          applicant: { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email },
          academic: { graduation_grade: r.graduation_grade, institution_type: r.institution_type },
          personal: { age: entryValuesOf(r, rules).age },
          location: { city: r.city },
          diagnostic: { correct_answers: r.correct_answers },
          financial: { monthly_income: r.monthly_income },
          entry_condition: entryConditionReason(failures),
        },
      ];
    });
  }
}
