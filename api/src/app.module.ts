import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicantAccountsModule } from './applicant-accounts/applicant-accounts.module.js';
import { ApplicationsModule } from './applications/applications.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AwardsModule } from './awards/awards.module.js';
import { ConsistencyModule } from './consistency/consistency.module.js';
import { EmailsModule } from './emails/emails.module.js';
import { ExamModule } from './exam/exam.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ProgrammeModule } from './programme/programme.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { ReviewModule } from './review/review.module.js';
import { StaffAccountsModule } from './staff-accounts/staff-accounts.module.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { PersonalDataModule } from './personal-data/personal-data.module.js';
import { PlatformModule } from './platform/platform.module.js';
import type { ApiPlatform } from './platform/platform.tokens.js';

@Module({})
export class AppModule {
  static register(platform: ApiPlatform): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.register(platform), CqrsModule.forRoot(), AuthModule, ConsistencyModule, HealthModule, IdentityModule, EmailsModule, ProgrammeModule, StaffAccountsModule, ApplicantAccountsModule, ApplicationsModule, ExamModule, AuditModule, StatisticsModule, ExportsModule, ReviewModule, AwardsModule, RemindersModule, PrivacyModule, PersonalDataModule],
    };
  }
}
