import { randomInt } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { unseal } from '@postula/platform';
import { systemEventStore } from './system-event-store.js';
import type { StaffRole } from '@postula/domain';
import { CreateStaffUserCommand } from '../../api/src/staff-accounts/create-staff-user/create-staff-user.command.js';
import { mainTestDatabase, testPool, uniqueName } from './databases.js';
import { TEST_JWT_SECRET } from './test-system.js';

/** Test helpers of the identity suites: an API whose clock runs ahead, fresh databases, accounts with known passwords. */

/** A valid cédula (province 17, modulo-10 check digit) unlikely to repeat across tests. */
export function randomCedula(): string {
  const body = `17${randomInt(0, 6)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const sum = [...body].reduce((acc, ch, i) => {
    const n = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (n > 9 ? n - 9 : n);
  }, 0);
  return body + ((10 - (sum % 10)) % 10);
}

export const randomAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

export function applicantBody(overrides: Record<string, unknown> = {}) {
  return { first_name: 'Ana', middle_name: 'María', last_name: 'Pérez', second_last_name: 'Loor', email: `${uniqueName('ana')}@example.com`, identification: randomCedula(), identification_type: 'cedula', ...overrides };
}

/** Reads the event store of `databaseUrl` (default schema), as the e-mail job would. */
export function eventReader(databaseUrl = mainTestDatabase().url) {
  const pool = testPool(databaseUrl, 2);
  const store = systemEventStore(pool);
  return {
    store,
    pool,
    stream: (name: string) => store.readStream(name),
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

/** Registers through HTTP and opens the sealed temporary password from the event, as the welcome e-mail does. */
export async function registerApplicant(url: string, events: ReturnType<typeof eventReader>, overrides: Record<string, unknown> = {}) {
  const body = applicantBody(overrides);
  const res = await request(url).post('/backend/api/auth/applicant/register').send(body);
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.applicant_id as string;
  const [registered] = await events.stream(`applicant-${id}`);
  const password = unseal(String(registered.data.sealedTemporaryPassword), TEST_JWT_SECRET);
  return { id, email: body.email as string, password, body };
}

export async function createStaffUser(app: NestFastifyApplication, role: StaffRole) {
  const email = `${uniqueName(role)}@postula.test`;
  const password = `clave-${uniqueName('p')}`;
  const { userId } = await app.get(CommandBus).execute(new CreateStaffUserCommand({ full_name: `Persona ${role}`, email, role }, password));
  return { id: userId as string, email, password };
}

export async function login(url: string, kind: 'user' | 'applicant', email: string, password: string, address = randomAddress()) {
  return request(url).post(`/backend/api/auth/${kind}/login`).set('X-Forwarded-For', address).send({ email, password });
}
