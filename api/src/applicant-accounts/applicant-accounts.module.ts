import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { EditApplicantController } from './edit-applicant/edit-applicant.controller.js';
import { EditApplicantHandler } from './edit-applicant/edit-applicant.handler.js';
import { ListApplicantsController } from './list-applicants/list-applicants.controller.js';
import { ApplicantsList } from './list-applicants/list-applicants.query.js';
import { SetApplicantPasswordController } from './set-applicant-password/set-applicant-password.controller.js';
import { SetApplicantPasswordHandler } from './set-applicant-password/set-applicant-password.handler.js';

/** Staff work on applicant accounts: staff-side.md §7 'Applicants' (superadmin and reviewer). */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [ListApplicantsController, EditApplicantController, SetApplicantPasswordController],
  providers: [ApplicantsList, EditApplicantHandler, SetApplicantPasswordHandler],
})
export class ApplicantAccountsModule {}
