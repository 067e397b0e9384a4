import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { ChangeApplicationHandler } from './change-application/change-application.handler.js';
import { ApplicationRules } from './common/application-rules.js';
import { DocumentsController } from './documents/documents.controller.js';
import { UploadDocumentsHandler } from './documents/upload-documents.handler.js';
import { EconomicStatusController } from './economic-status/economic-status.controller.js';
import { SaveEconomicStatusHandler } from './economic-status/save-economic-status.handler.js';
import { FormSectionsController } from './form-sections/form-sections.controller.js';
import { ConfirmLegalRepresentativeHandler, DeclineLegalRepresentativeHandler } from './legal-representative/confirm-legal-representative.handler.js';
import { LegalRepresentativeController, PublicLegalRepresentativeController } from './legal-representative/legal-representative.controller.js';
import { LegalRepresentativeLinkQuery } from './legal-representative/legal-representative.query.js';
import { NameLegalRepresentativeHandler } from './legal-representative/name-legal-representative.handler.js';
import { HouseholdMembersController } from './household-members/household-members.controller.js';
import { PersonalReferencesController } from './personal-references/personal-references.controller.js';
import { ApplicationQueries } from './queries/application-queries.js';
import { ApplicationController } from './submission/application.controller.js';
import { SubmitApplicationHandler } from './submission/submit-application.handler.js';
import { UploadStore } from './uploads/upload-store.js';

/** The applicant's own application: the nine steps, documents, submission and corrections. */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [ApplicationController, FormSectionsController, PersonalReferencesController, HouseholdMembersController, EconomicStatusController, DocumentsController, LegalRepresentativeController, PublicLegalRepresentativeController],
  providers: [
    ApplicationRules,
    ApplicationQueries,
    UploadStore,
    ChangeApplicationHandler,
    UploadDocumentsHandler,
    SaveEconomicStatusHandler,
    SubmitApplicationHandler,
    NameLegalRepresentativeHandler,
    ConfirmLegalRepresentativeHandler,
    DeclineLegalRepresentativeHandler,
    LegalRepresentativeLinkQuery,
  ],
  exports: [ApplicationRules, ApplicationQueries, UploadStore],
})
export class ApplicationsModule {}
