import type { Programme, Projector } from '@postula/platform';
import { applicationDetailsProjector } from './applications/application-details.projector.js';
import { applicationDocumentsProjector } from './applications/application-documents.projector.js';
import { applicationHistoryProjector } from './applications/application-history.projector.js';
import { examResultsProjector } from './applications/exam-results.projector.js';
import { accessLogProjector } from './audit/access-log.projector.js';
import { awardsProjector } from './awards/awards.projector.js';
import { applicantsProjector } from './applicant-accounts/applicants.projector.js';
import { staffUsersProjector } from './staff-accounts/staff-users.projector.js';
import { emailLogsProjector } from './emails/email-logs.projector.js';
import { reviewerApplicationsProjector } from './staff-accounts/reviewer-applications.projector.js';
import { statisticsProjector } from './statistics/statistics.projector.js';

/** Every read model's projector: the runner, the embedded mode and the rebuild command all take this list. */
export const projectorsFor = (programme: Pick<Programme, 'timezone'>): Projector[] => [
  applicantsProjector,
  staffUsersProjector,
  reviewerApplicationsProjector,
  emailLogsProjector,
  applicationDetailsProjector,
  applicationDocumentsProjector,
  examResultsProjector,
  applicationHistoryProjector,
  statisticsProjector(programme.timezone),
  accessLogProjector,
  awardsProjector,
];
