import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AwardsModule } from '../awards/awards.module.js';
import { examBankProvider } from '../exam/exam-bank.provider.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ApplicationDetailsController } from './application-details/application-details.controller.js';
import { ApplicationDetailsQuery } from './application-details/application-details.query.js';
import { StartReviewHandler } from './application-details/start-review.handler.js';
import { PossibleDuplicates } from './common/possible-duplicates.js';
import { StaffMembers } from './common/staff-members.js';
import { DiagnosticExamController } from './diagnostic-exam/diagnostic-exam.controller.js';
import { ExamResultQuery } from './diagnostic-exam/diagnostic-exam.query.js';
import { AutoRejectHandler } from './entry-conditions/auto-reject.handler.js';
import { EntryConditionsController } from './entry-conditions/entry-conditions.controller.js';
import { EntryConditionsQuery } from './entry-conditions/entry-conditions.query.js';
import { ApplicationHistoryController } from './history/application-history.controller.js';
import { ApplicationHistoryQuery } from './history/application-history.query.js';
import { ListApplicationsController } from './list-applications/list-applications.controller.js';
import { ApplicationsList } from './list-applications/list-applications.query.js';
import { ReviewerApplicationsController } from './reviewer-applications/reviewer-applications.controller.js';
import { ReviewerApplicationsQuery } from './reviewer-applications/reviewer-applications.query.js';
import { EditFieldsHandler } from './update-fields/edit-fields.handler.js';
import { UpdateFieldsController } from './update-fields/update-fields.controller.js';
import { PlaceAllocation } from './update-status/place-allocation.js';
import { UpdateStatusHandler } from './update-status/update-status.handler.js';
import { UpdateStatusController } from './update-status/update-status.controller.js';

/** The staff review: list and details, decisions, corrections, in-place edits, history, exam, auto-rejection. */
@Module({
  imports: [CqrsModule, IdentityModule, ApplicationsModule, AwardsModule],
  controllers: [
    ListApplicationsController,
    ApplicationDetailsController,
    UpdateStatusController,
    UpdateFieldsController,
    ApplicationHistoryController,
    DiagnosticExamController,
    EntryConditionsController,
    ReviewerApplicationsController,
  ],
  providers: [
    examBankProvider,
    StaffMembers,
    PossibleDuplicates,
    PlaceAllocation,
    ApplicationDetailsQuery,
    ExamResultQuery,
    ReviewerApplicationsQuery,
    ApplicationsList,
    ApplicationHistoryQuery,
    EntryConditionsQuery,
    StartReviewHandler,
    UpdateStatusHandler,
    EditFieldsHandler,
    AutoRejectHandler,
  ],
})
export class ReviewModule {}
