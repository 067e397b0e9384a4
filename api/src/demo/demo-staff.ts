import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StaffUserProfile } from '@postula/domain';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from '@postula/platform';
import { AccountLookup } from '../identity/account-lookup.js';
import { STAFF_EMAIL_SCOPE } from '@postula/domain';
import { CreateStaffUserCommand, type CreateStaffUserResult } from '../staff-accounts/create-staff-user/create-staff-user.command.js';

/** The demo's staff: one superadmin and two reviewers, so every staff screen can be tried at once. */
export const DEMO_STAFF: StaffUserProfile[] = [
  { full_name: 'Administradora Demo', email: 'admin@example.com', role: 'superadmin' },
  { full_name: 'Revisora Demo Uno', email: 'revisora1@example.com', role: 'reviewer' },
  { full_name: 'Revisor Demo Dos', email: 'revisor2@example.com', role: 'reviewer' },
];

/** Creates the demo staff accounts that do not exist yet, through the real command; returns them with their ids. */
export async function ensureDemoStaff(app: INestApplicationContext, password: string): Promise<(StaffUserProfile & { id: string })[]> {
  const lookup = app.get(AccountLookup);
  const commands = app.get(CommandBus);
  const staff = [];
  for (const profile of DEMO_STAFF) {
    const id =
      (await lookup.ownerOf(STAFF_EMAIL_SCOPE, profile.email)) ??
      (await commands.execute<CreateStaffUserCommand, CreateStaffUserResult>(new CreateStaffUserCommand(profile, password))).userId;
    staff.push({ ...profile, id });
  }
  return staff;
}

/** One demo password, made on the first start and kept under var/ so it stays the same. */
export function demoPassword(varDir: string): string {
  const file = join(varDir, 'demo-password');
  if (!existsSync(file)) {
    makeOwnerOnlyDir(varDir);
    writeFileSync(file, `Demo-${randomBytes(4).toString('hex')}\n`, { mode: OWNER_ONLY_FILE });
  }
  return readFileSync(file, 'utf8').trim();
}
