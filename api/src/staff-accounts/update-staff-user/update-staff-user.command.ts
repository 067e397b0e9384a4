import type { StaffUserUpdateInput } from '@postula/validation';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';

export class UpdateStaffUserCommand {
  constructor(
    readonly userId: string,
    readonly input: StaffUserUpdateInput,
    readonly actor: AuthenticatedUser,
  ) {}
}
