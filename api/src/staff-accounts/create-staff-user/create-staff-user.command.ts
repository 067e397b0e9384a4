import type { StaffUserProfile } from '@postula/domain';

export class CreateStaffUserCommand {
  constructor(
    readonly profile: StaffUserProfile,
    readonly password: string,
  ) {}
}

export interface CreateStaffUserResult {
  userId: string;
}
