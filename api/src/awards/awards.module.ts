import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { StaffMembers } from '../review/common/staff-members.js';
import { AnswerAwardHandler } from './applicant-award/answer-award.handler.js';
import { ApplicantAwardController } from './applicant-award/applicant-award.controller.js';
import { UploadAwardDocumentsHandler } from './applicant-award/upload-award-documents.handler.js';
import { awardCycleProvider } from './award-cycle.provider.js';
import { AwardsQuery } from './awards.query.js';
import { AwardActionHandler } from './staff-awards/award-action.handler.js';
import { AwardActionsController } from './staff-awards/award-actions.controller.js';
import { AwardsController } from './staff-awards/awards.controller.js';
import { HeldResultsQuery } from './results/held-results.query.js';
import { PublishResultsHandler } from './results/publish-results.handler.js';
import { ResultsController } from './results/results.controller.js';
import { resultsPublicationProvider } from './results/results-publication.provider.js';
import { TransparencyController } from './transparency/transparency.controller.js';
import { TransparencyQuery } from './transparency/transparency.query.js';

/** The award cycle: the results' publication, the applicant's offer and documents, the staff's 'Becas', the public transparency numbers. */
@Module({
  imports: [CqrsModule, IdentityModule, ApplicationsModule],
  controllers: [ApplicantAwardController, AwardsController, AwardActionsController, TransparencyController, ResultsController],
  providers: [awardCycleProvider, resultsPublicationProvider, HeldResultsQuery, PublishResultsHandler, AwardsQuery, TransparencyQuery, StaffMembers, AnswerAwardHandler, UploadAwardDocumentsHandler, AwardActionHandler],
  exports: [awardCycleProvider, resultsPublicationProvider, AwardsQuery],
})
export class AwardsModule {}
