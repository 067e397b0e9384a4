import type { AuthenticatedUser } from '../../auth/access.decorators.js';

export class DeleteStaffUserCommand {
  constructor(
    readonly userId: string,
    readonly actor: AuthenticatedUser,
  ) {}
}
