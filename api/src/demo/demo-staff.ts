import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StaffUserProfile } from '@postula/domain';
import { AccountLookup, STAFF_EMAIL_SCOPE } from '../identity/account-lookup.js';
import { CreateStaffUserCommand, type CreateStaffUserResult } from '../identity/staff-users/create-staff-user.command.js';

/** The demo's staff: one superadmin and two reviewers, so every staff screen can be tried at once. */
export const DEMO_STAFF: StaffUserProfile[] = [
  { full_name: 'Administradora Demo', email: 'admin@postula.local', role: 'superadmin' },
  { full_name: 'Revisora Demo Uno', email: 'revisora1@postula.local', role: 'reviewer' },
  { full_name: 'Revisor Demo Dos', email: 'revisor2@postula.local', role: 'reviewer' },
];

/** Creates the demo staff accounts that do not exist yet, through the real command. */
export async function ensureDemoStaff(app: INestApplicationContext, password: string): Promise<StaffUserProfile[]> {
  const lookup = app.get(AccountLookup);
  const commands = app.get(CommandBus);
  for (const profile of DEMO_STAFF) {
    if (await lookup.ownerOf(STAFF_EMAIL_SCOPE, profile.email)) continue;
    await commands.execute<CreateStaffUserCommand, CreateStaffUserResult>(new CreateStaffUserCommand(profile, password));
  }
  return DEMO_STAFF;
}
