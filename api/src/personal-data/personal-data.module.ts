import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../auth/auth.module.js';
import { AwardsModule } from '../awards/awards.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { EraseApplicantDataHandler } from './erase-applicant-data/erase-applicant-data.handler.js';

/** Personal data under the data-protection law: erasure by crypto-shredding (docs/security.md, "Data protection"). */
@Module({
  imports: [CqrsModule, AuthModule, IdentityModule, AwardsModule],
  providers: [EraseApplicantDataHandler],
})
export class PersonalDataModule {}
