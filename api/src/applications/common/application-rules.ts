import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { applicationSchemas, dayIn, toFieldErrors, VALIDATION_MESSAGE } from '@postula/validation';
import type { ApplicationRulesContext, ApplicationSchemas } from '@postula/validation';
import type { z } from 'zod';
import { CONFIG } from '../../platform/platform.tokens.js';

/**
 * The moment and the programme facts the application rules read: the clock, APPLICATION_DEADLINE, the programme's
 * time zone and submission city. Step schemas depend on them only through the day (age on the deadline's day, "today"),
 * so they are built once per programme day and reused by every request of that day.
 */
@Injectable()
export class ApplicationRules {
  private schemas?: { day: string; schemas: ApplicationSchemas };

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What every application decision is taken against: the current time, its programme day and the deadline. */
  moment(): { now: string; today: string; deadline: string } {
    const now = this.clock.now();
    return { now, today: dayIn(now, this.config.programme.timezone), deadline: this.config.applicationDeadline };
  }

  context(): ApplicationRulesContext & { timeZone: string; submissionCity: string } {
    return { now: this.clock.now(), deadline: this.config.applicationDeadline, timeZone: this.config.programme.timezone, submissionCity: this.config.programme.eligibleCity };
  }

  /** Validates a body with a step's shared schema: 422 with the per-field Spanish messages, and nothing stored. */
  parse<K extends keyof ApplicationSchemas>(step: K, body: unknown): z.output<ApplicationSchemas[K]> {
    return parseWith(this.schemasForToday()[step] as z.ZodType, body) as z.output<ApplicationSchemas[K]>;
  }

  private schemasForToday(): ApplicationSchemas {
    const context = this.context();
    const day = dayIn(context.now, context.timeZone);
    if (this.schemas?.day !== day) this.schemas = { day, schemas: applicationSchemas(context) };
    return this.schemas.schemas;
  }
}

export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new DomainError('invalid', VALIDATION_MESSAGE, toFieldErrors(result.error));
  return result.data;
}
