import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RegisterApplicantController } from './register-applicant/register-applicant.controller.js';
import { RegisterApplicantHandler } from './register-applicant/register-applicant.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [RegisterApplicantController],
  providers: [RegisterApplicantHandler],
})
export class IdentityModule {}
