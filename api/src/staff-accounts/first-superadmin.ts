import { INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, STAFF_EMAIL_SCOPE } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { CONFIG, PG_POOL } from '../platform/platform.tokens.js';
import { AccountLookup } from '../identity/account-lookup.js';
import { CreateStaffUserCommand, CreateStaffUserResult } from './create-staff-user/create-staff-user.command.js';

const ANY_SUPERADMIN = "SELECT 1 FROM read.staff_users WHERE role = 'superadmin' AND deleted_at IS NULL LIMIT 1";

export type FirstSuperadminOutcome = 'created' | 'exists' | 'not_configured';

/**
 * Start-up: creates the superadmin ADMIN_EMAIL / ADMIN_PASSWORD when no superadmin exists. "Exists" is
 * checked on the write side for that e-mail (so replicas starting together create it once: the e-mail
 * reservation lets one win) and in read.staff_users for any other superadmin. Call after the app is created.
 */
export async function ensureFirstSuperadmin(app: INestApplicationContext): Promise<FirstSuperadminOutcome> {
  const config = app.get<AppConfig>(CONFIG);
  const logger = new Logger('FirstSuperadmin');
  if (!config.adminEmail || !config.adminPassword) return 'not_configured';
  const email = config.adminEmail.toLowerCase();
  if (await app.get(AccountLookup).ownerOf(STAFF_EMAIL_SCOPE, email)) return 'exists';
  if ((await app.get<pg.Pool>(PG_POOL).query(ANY_SUPERADMIN)).rowCount) return 'exists';
  try {
    await app
      .get(CommandBus)
      .execute<CreateStaffUserCommand, CreateStaffUserResult>(new CreateStaffUserCommand({ full_name: 'Administrador', email, role: 'superadmin' }, config.adminPassword));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') return 'exists';
    throw error;
  }
  logger.log(`Created the first superadmin ${email}`);
  return 'created';
}
