import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { EditApplicantController } from './edit-applicant/edit-applicant.controller.js';
import { EditApplicantHandler } from './edit-applicant/edit-applicant.handler.js';
import { ListApplicantsController } from './list-applicants/list-applicants.controller.js';
import { ApplicantsList } from './list-applicants/list-applicants.query.js';
import { ReassignIdentificationController } from './reassign-identification/reassign-identification.controller.js';
import { ReassignIdentificationHandler } from './reassign-identification/reassign-identification.handler.js';
import { SetApplicantPasswordController } from './set-applicant-password/set-applicant-password.controller.js';
import { SetApplicantPasswordHandler } from './set-applicant-password/set-applicant-password.handler.js';

/** Staff work on applicant accounts: staff-side.md §7 'Applicants' (superadmin and reviewer; reassigning an identification, superadmin). */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [ListApplicantsController, EditApplicantController, SetApplicantPasswordController, ReassignIdentificationController],
  providers: [ApplicantsList, EditApplicantHandler, SetApplicantPasswordHandler, ReassignIdentificationHandler],
})
export class ApplicantAccountsModule {}
