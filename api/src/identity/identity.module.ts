import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountLookup } from './account-lookup.js';
import { ApplicantLoginController } from './applicant-login/applicant-login.controller.js';
import { ApplicantLoginHandler } from './applicant-login/applicant-login.handler.js';
import { ImportApplicantsController } from './import-applicants/import-applicants.controller.js';
import { ImportApplicantsHandler } from './import-applicants/import-applicants.handler.js';
import { LogoutController } from './logout/logout.controller.js';
import { PasswordLogin } from './password-login.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { RequestPasswordResetHandler } from './password-reset/request-password-reset.handler.js';
import { ResetPasswordHandler } from './password-reset/reset-password.handler.js';
import { RegisterApplicantController } from './register-applicant/register-applicant.controller.js';
import { RegisterApplicantHandler } from './register-applicant/register-applicant.handler.js';
import { StaffLoginController } from './staff-login/staff-login.controller.js';
import { StaffTotpController } from './staff-totp/staff-totp.controller.js';
import { StaffLoginHandler } from './staff-login/staff-login.handler.js';
import { UniqueValues } from './unique-values.js';
import { UpdatePasswordController } from './update-password/update-password.controller.js';
import { UpdateApplicantPasswordHandler } from './update-password/update-password.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [
    RegisterApplicantController,
    ApplicantLoginController,
    StaffLoginController,
    StaffTotpController,
    UpdatePasswordController,
    PasswordResetController,
    LogoutController,
    ImportApplicantsController,
  ],
  providers: [
    AccountLookup,
    UniqueValues,
    PasswordLogin,
    RegisterApplicantHandler,
    ApplicantLoginHandler,
    StaffLoginHandler,
    UpdateApplicantPasswordHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ImportApplicantsHandler,
  ],
  exports: [AccountLookup, UniqueValues],
})
export class IdentityModule {}
