import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { dayIn, DURATION_MESSAGE, isoDuration, isoDurationMs, retentionSchema, type AwardDocumentType, type RetentionPeriods, type WaitingListOrder } from '@postula/validation';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from './owner-only.js';
import { loadProgramme, type Programme } from './programme.js';
import { LOG_LEVELS, type LogLevel } from '../logging/leveled-log.js';

/** Typed configuration, read and validated once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /**
   * Which X-Forwarded-For entries name the client (throttling, logs): false (none: the socket's address), a number
   * of proxy hops in front of the API, or the proxies' addresses/CIDRs. Never the whole chain, which a client writes.
   */
  trustProxy: false | number | string[];
  publicUrl: string;
  /** Absent: an embedded PostgreSQL is started under `varDir/postgres`. */
  databaseUrl?: string;
  eventStore: 'postgres' | 'eventstoredb';
  eventStoreUrl?: string;
  redisUrl?: string;
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  smtpUrl?: string;
  mailFrom: string;
  /** SMTP messages per second per worker process (providers that cap sending); absent: no limit. */
  mailRatePerSecond?: number;
  /** E-mail retries after a temporary refusal: tries in all, and the first delay (doubling each time). */
  mailRetry: { attempts: number; backoffMs: number };
  /** BullMQ key prefix (Redis) or schema (PostgreSQL); absent: the queue kit's default. Keeps test systems apart. */
  queueNamespace?: string;
  jwtSecret: string;
  /** The master secret of personal data (DATA_KEY): wraps each person's data key, keys the digests of unique values. */
  dataKey: string;
  applicationDeadline: string;
  /** PLACES when set, else the programme file's `facts.places`; `programme.facts.places` always equals it. */
  places: number;
  /** config/programme.json (or PROGRAMME_FILE), validated: the office-editable content and the programme's time zone. */
  programme: Programme;
  /** EXAM_QUESTIONS_FILE; absent: the bank shipped in libs/catalogs/data. */
  examQuestionsFile?: string;
  adminEmail?: string;
  adminPassword?: string;
  varDir: string;
  demoData: boolean;
  /** LOG_LEVEL: what the processes print besides their own messages (default `warn`). */
  logLevel: LogLevel;
  /** Registrations accepted per client address and in all, per hour. */
  registrationLimits: { perAddressPerHour: number; perHour: number };
  /** The periods after which the retention sweep erases an applicant's data, and how often it runs. */
  retention: { periods: RetentionPeriods; sweepEveryMs: number };
  /** Staff e-mails (lower case) left out of the dashboard's reviewer charts (admin-type accounts). */
  statsExcludedReviewers: string[];
  award: AwardSettings;
  reminders: ReminderConfig;
  results: ResultsSettings;
}

/** When the results are published: decisions made before are held until then (docs/decisions.md "Results are published on the results day"). */
export interface ResultsSettings {
  /** The instant of the scheduled publication: RESULTS_PUBLISH_AT, else the start of the programme's results day in its time zone. */
  publishAt: string;
  /** RESULTS_SWEEP_EVERY (default PT1M): how often the worker checks whether the results day has come (the publication is at most that late). */
  sweepEveryMs: number;
}

export interface ReminderConfig {
  /** REMINDERS_BEFORE_DEADLINE: the moments before APPLICATION_DEADLINE, each an ISO 8601 duration and its length. */
  beforeDeadline: { before: string; ms: number }[];
  /** CORRECTION_REMINDER_AFTER: how long after a correction request not resubmitted its reminder goes. */
  correctionAfterMs: number;
  /** AWARD_REMINDER_BEFORE: how long before an open offer's `accept_by` its reminder goes. */
  awardBeforeMs: number;
  /** REMINDER_SWEEP_INTERVAL_MS: how often the worker looks for reminders due (a reminder is at most this late). */
  sweepEveryMs: number;
}

/** The award cycle's settings: the programme file's `award` section, AWARD_ACCEPT_WITHIN and AWARD_SWEEP_EVERY. */
export interface AwardSettings {
  /** How long an offer stays open (AWARD_ACCEPT_WITHIN, else `award.acceptWithin`, default P7D). */
  acceptWithinMs: number;
  /** How often the worker looks for expired offers (AWARD_SWEEP_EVERY, default PT30S: an offer expires at most that late, plus the sweep's run). */
  sweepEveryMs: number;
  waitingListOrder: WaitingListOrder;
  scoreWeights: { diagnostic: number; academic: number; income: number; incomeCeiling: number };
  documents: { type: AwardDocumentType; label: string }[];
}

const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol.replace(':', ''));
    } catch {
      return false;
    }
  }, `debe ser una URL ${protocols.join(' o ')}://…`);

const isoInstant = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), 'debe ser un instante ISO 8601 con zona, p. ej. 2025-02-16T23:59:00-05:00');

/** A duration as written (`PT48H`) and its length. */
const duration = z.string().transform((v, ctx) => {
  const ms = isoDurationMs(v.trim());
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: DURATION_MESSAGE });
    return z.NEVER;
  }
  return { before: v.trim(), ms };
});

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'false') return false as const;
      if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 10) return Number(v);
      const list = v.split(',').map((a) => a.trim()).filter(Boolean);
      if (v !== 'true' && list.length && list.every((a) => isIP(a.replace(/\/\d{1,3}$/, '')))) return list;
      ctx.addIssue({ code: 'custom', message: 'debe ser false, el número de proxies delante de la API (p. ej. 1) o sus direcciones separadas por comas (p. ej. 10.0.0.2,10.0.1.0/24); true confiaría en cualquier X-Forwarded-For' });
      return z.NEVER;
    }),
  PUBLIC_URL: url(['http', 'https']).optional(),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  EVENTSTORE_URL: url(['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kdb']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'debe ser un nombre de bucket S3 válido').default('postula'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Becas de Inglés <becas@example.com>'),
  MAIL_RATE_PER_SECOND: z.coerce.number().positive('debe ser un número mayor que 0').optional(),
  // 6 tries, delays 2, 4, 8, 16 and 32 minutes: about an hour before a temporary refusal becomes a failure.
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).default(120_000),
  QUEUE_NAMESPACE: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'debe tener solo minúsculas, dígitos y _').optional(),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  DATA_KEY: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  APPLICATION_DEADLINE: isoInstant.optional(),
  PLACES: z.coerce.number().int().min(1).optional(),
  PROGRAMME_FILE: z.string().optional(),
  AWARD_ACCEPT_WITHIN: isoDuration().optional(),
  AWARD_SWEEP_EVERY: isoDuration().default('PT30S'),
  /** The scheduled publication of the results (an instant); the programme's results day shows its day. For tests and trials. */
  RESULTS_PUBLISH_AT: isoInstant.optional(),
  RESULTS_SWEEP_EVERY: isoDuration().default('PT1M'),
  EXAM_QUESTIONS_FILE: z.string().optional(),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  /** Replaces the programme file's retention periods (JSON of the same shape): short periods for tests and trials. */
  RETENTION_PERIODS: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'debe ser JSON' });
        return z.NEVER;
      }
    })
    .pipe(retentionSchema)
    .optional(),
  /** How often the retention sweep erases what is due (default daily). */
  RETENTION_SWEEP_EVERY_MS: z.coerce.number().int().min(100).default(86_400_000),
  ADMIN_EMAIL: z.string().email('debe ser un correo válido').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'debe tener al menos 8 caracteres').optional(),
  VAR_DIR: z.string().default('var'),
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('warn'),
  STATS_EXCLUDED_REVIEWERS: z
    .string()
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
    .refine((emails) => emails.every((e) => z.email().safeParse(e).success), 'debe ser una lista de correos separados por comas')
    .default([]),
  // `none` turns the deadline reminders off.
  REMINDERS_BEFORE_DEADLINE: z
    .string()
    .default('P7D,PT48H,PT6H')
    .transform((v, ctx) => {
      if (v.trim() === 'none') return [];
      const moments = v.split(',').map((d) => duration.safeParse(d));
      if (moments.every((m) => m.success)) return moments.map((m) => m.data!);
      ctx.addIssue({ code: 'custom', message: 'debe ser una lista de duraciones ISO 8601 separadas por comas (p. ej. P7D,PT48H,PT6H) o none' });
      return z.NEVER;
    }),
  CORRECTION_REMINDER_AFTER: z.string().default('PT48H').pipe(duration),
  AWARD_REMINDER_BEFORE: z.string().default('PT24H').pipe(duration),
  REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
});

export class ConfigError extends Error {}

/** Values the embedded mode generates once and keeps under var/, so a second start reuses them. */
function kept(varDir: string, name: string, make: () => string): string {
  const file = join(varDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makeOwnerOnlyDir(varDir);
  const value = make();
  writeFileSync(file, value + '\n', { mode: OWNER_ONLY_FILE });
  return value;
}

const DAY = 86_400_000;
const DEMO_PERIOD_MS = 14 * DAY;

/** The places of the programme when the demo data is on and PLACES is not set. */
export const DEMO_PLACES = 60;

/** Reads the environment (plus an optional `.env` file, which never overrides a variable already set). */
export function loadConfig(env?: NodeJS.ProcessEnv): AppConfig {
  if (!env) {
    loadDotenv({ quiet: true });
    env = process.env;
  }
  // Empty strings count as unset, as docker-compose passes `VAR=` for blanks.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.EVENT_STORE === 'eventstoredb' && !e.EVENTSTORE_URL) throw new ConfigError('Configuración inválida:\n  EVENTSTORE_URL: es obligatoria cuando EVENT_STORE=eventstoredb');
  const s3Vars = [e.S3_ENDPOINT, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) throw new ConfigError('Configuración inválida:\n  S3_ENDPOINT: S3_ENDPOINT, S3_ACCESS_KEY y S3_SECRET_KEY van juntas');
  const embedded = !e.DATABASE_URL;
  const varDir = resolve(e.VAR_DIR);
  if (!e.JWT_SECRET && !embedded) throw new ConfigError('Configuración inválida:\n  JWT_SECRET: es obligatoria cuando se usa DATABASE_URL (fuera del modo embebido)');
  const jwtSecret = e.JWT_SECRET ?? kept(varDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  if (!e.DATA_KEY && !embedded) throw new ConfigError('Configuración inválida:\n  DATA_KEY: es obligatoria cuando se usa DATABASE_URL (fuera del modo embebido)');
  // Losing it loses every applicant's personal data: back it up apart from the database (docs/operations.md).
  const dataKey = e.DATA_KEY ?? kept(varDir, 'data-key', () => randomBytes(48).toString('base64url'));
  // The embedded demo opens the period for 14 days from its first start, so a newcomer can try the whole journey.
  const applicationDeadline = new Date(e.APPLICATION_DEADLINE ?? kept(varDir, 'application-deadline', () => new Date(Date.now() + DEMO_PERIOD_MS).toISOString())).toISOString();
  // The demo's applications opened at its first start, which its calendar then shows; a set deadline keeps the file's.
  const applicationsOpened = e.APPLICATION_DEADLINE ? undefined : new Date(Date.parse(applicationDeadline) - DEMO_PERIOD_MS).toISOString();
  let programme: Programme;
  try {
    programme = loadProgramme(applicationDeadline, e.PROGRAMME_FILE, applicationsOpened);
  } catch (error) {
    throw new ConfigError(`Configuración inválida:\n  PROGRAMME_FILE: ${(error as Error).message}`);
  }
  const publishAt = e.RESULTS_PUBLISH_AT ? new Date(e.RESULTS_PUBLISH_AT).toISOString() : startOfDayIn(programme.resultsFrom, programme.timezone);
  // Every text that names the results day (landing, dashboard, e-mails) names the day of the publication.
  programme = { ...programme, resultsFrom: dayIn(publishAt, programme.timezone) };
  const demoData = e.DEMO_DATA ? e.DEMO_DATA === 'true' : embedded;
  // The demo's 300 applicants bring about 80 approvals: fewer places than that fill up, so the waiting list and its promotions show.
  const places = e.PLACES ?? (demoData ? DEMO_PLACES : programme.facts.places);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    eventStore: e.EVENT_STORE,
    eventStoreUrl: e.EVENTSTORE_URL,
    redisUrl: e.REDIS_URL,
    s3: e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT, accessKey: e.S3_ACCESS_KEY!, secretKey: e.S3_SECRET_KEY!, bucket: e.S3_BUCKET } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRatePerSecond: e.MAIL_RATE_PER_SECOND,
    mailRetry: { attempts: e.MAIL_RETRY_ATTEMPTS, backoffMs: e.MAIL_RETRY_BACKOFF_MS },
    queueNamespace: e.QUEUE_NAMESPACE,
    jwtSecret,
    dataKey,
    applicationDeadline,
    places,
    programme: { ...programme, facts: { ...programme.facts, places } },
    examQuestionsFile: e.EXAM_QUESTIONS_FILE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    varDir,
    demoData,
    logLevel: e.LOG_LEVEL,
    statsExcludedReviewers: e.STATS_EXCLUDED_REVIEWERS,
    reminders: { beforeDeadline: e.REMINDERS_BEFORE_DEADLINE, correctionAfterMs: e.CORRECTION_REMINDER_AFTER.ms, awardBeforeMs: e.AWARD_REMINDER_BEFORE.ms, sweepEveryMs: e.REMINDER_SWEEP_INTERVAL_MS },
    registrationLimits: { perAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR, perHour: e.REGISTRATIONS_PER_HOUR },
    award: {
      acceptWithinMs: isoDurationMs(e.AWARD_ACCEPT_WITHIN ?? programme.award.acceptWithin)!,
      sweepEveryMs: isoDurationMs(e.AWARD_SWEEP_EVERY)!,
      waitingListOrder: programme.award.waitingListOrder,
      scoreWeights: programme.award.scoreWeights,
      documents: programme.award.documents,
    },
    retention: { periods: e.RETENTION_PERIODS ?? programme.retention, sweepEveryMs: e.RETENTION_SWEEP_EVERY_MS },
    results: { publishAt, sweepEveryMs: isoDurationMs(e.RESULTS_SWEEP_EVERY)! },
  };
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
function startOfDayIn(day: string, timeZone: string): string {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(utc))
      .map((p) => [p.type, Number(p.value)]),
  );
  const offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - utc;
  return new Date(utc - offset).toISOString();
}
