import { academicDetailsSchema } from './academic-details.schema.js';
import { addressDetailsSchema } from './address-details.schema.js';
import type { ApplicationRulesContext } from './application-rules-context.js';
import { economicStatusSchema } from './economic-status.schema.js';
import { financialSummarySchema } from './financial-summary.schema.js';
import { finalSubmissionSchema } from './final-submission.schema.js';
import { householdMemberSchema, householdMemberUpdateSchema } from './household-member.schema.js';
import { personalDetailsSchema } from './personal-details.schema.js';
import { personalReferenceSchema } from './personal-reference.schema.js';

/** Every step's schema for one moment (the date rules read `now` and the deadline), keyed by section. */
export const applicationSchemas = (context: ApplicationRulesContext) => ({
  personal_details: personalDetailsSchema(context),
  address_details: addressDetailsSchema,
  academic_details: academicDetailsSchema(context),
  personal_reference: personalReferenceSchema,
  household_member: householdMemberSchema,
  household_member_update: householdMemberUpdateSchema,
  economic_status: economicStatusSchema(context),
  financial_summary: financialSummarySchema,
  application_info: finalSubmissionSchema(context),
});

export type ApplicationSchemas = ReturnType<typeof applicationSchemas>;
