import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AwardsModule } from '../awards/awards.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ApplicantDataRequestsController, StaffDataRequestsController } from './data-requests/data-requests.controller.js';
import { DataRequestsQuery } from './data-requests/data-requests.query.js';
import { FileDataRequestHandler } from './data-requests/file-data-request.handler.js';
import { Rectification } from './data-requests/rectification.js';
import { ResolveDataRequestHandler } from './data-requests/resolve-data-request.handler.js';
import { MyDataController } from './my-data/my-data.controller.js';
import { MyDataQuery } from './my-data/my-data.query.js';
import { PrivacyNoticeController } from './privacy-notice.controller.js';

/** The applicant's rights under the LOPDP: the notice, access and portability, and requests the office resolves. */
@Module({
  imports: [CqrsModule, ApplicationsModule, AwardsModule, IdentityModule],
  controllers: [PrivacyNoticeController, MyDataController, ApplicantDataRequestsController, StaffDataRequestsController],
  providers: [MyDataQuery, DataRequestsQuery, FileDataRequestHandler, ResolveDataRequestHandler, Rectification],
})
export class PrivacyModule {}
