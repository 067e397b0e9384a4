import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { CreateStaffUserController } from './create-staff-user/create-staff-user.controller.js';
import { CreateStaffUserHandler } from './create-staff-user/create-staff-user.handler.js';
import { DeleteStaffUserController } from './delete-staff-user/delete-staff-user.controller.js';
import { DeleteStaffUserHandler } from './delete-staff-user/delete-staff-user.handler.js';
import { ListReviewersController } from './list-reviewers/list-reviewers.controller.js';
import { ReviewersList } from './list-reviewers/list-reviewers.query.js';
import { ListStaffUsersController } from './list-staff-users/list-staff-users.controller.js';
import { StaffUsersList } from './list-staff-users/list-staff-users.query.js';
import { ResetStaffTotpController } from './reset-staff-totp/reset-staff-totp.controller.js';
import { StaffRoleChanges } from './staff-role-changes.js';
import { UpdateStaffUserController } from './update-staff-user/update-staff-user.controller.js';
import { UpdateStaffUserHandler } from './update-staff-user/update-staff-user.handler.js';

/** Admin users (superadmin only) and the reviewers list: staff-side.md §7 'Admin users' and 'Reviewers'. */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [ListStaffUsersController, CreateStaffUserController, UpdateStaffUserController, DeleteStaffUserController, ResetStaffTotpController, ListReviewersController],
  providers: [CreateStaffUserHandler, StaffUsersList, ReviewersList, StaffRoleChanges, UpdateStaffUserHandler, DeleteStaffUserHandler],
})
export class StaffAccountsModule {}
