import { systemClock, type AppConfig, type Clock, type EventStore, type ProjectionLog, type QueueKit } from '@postula/platform';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { scheduleSweep } from '../scheduled/scheduled-sweep.js';
import { sweepReminders } from './reminder-sweep.js';

/**
 * Schedules the reminders' sweep (every REMINDER_SWEEP_INTERVAL_MS, one tick for all worker processes). `pool` reads
 * the read models that narrow the candidates; every decision is made on the event store. A Redis that restarted empty
 * has lost the schedule: it is upserted again each time Redis is ready (the state is in the event store, so nothing
 * is sent twice for it).
 */
export async function startReminders({ queues, pool, store, config, clock = systemClock, log }: { queues: QueueKit; pool: pg.Pool; store: EventStore; config: AppConfig; clock?: Clock; log: ProjectionLog }): Promise<{ stop(): void }> {
  const ctx = { pool, store, config: config.reminders, deadline: config.applicationDeadline, publicUrl: config.publicUrl, secret: config.jwtSecret, log };
  const schedule = () => scheduleSweep(queues, { name: 'reminders', everyMs: config.reminders.sweepEveryMs, run: () => sweepReminders(ctx, new Date(clock.now())) }, log);
  await schedule();
  const producers = queues.backend === 'redis' ? (queues.connection as Redis) : undefined;
  const again = () => void schedule().catch((error: Error) => log.error(`[recordatorios] no se pudo programar el barrido: ${error.message}`));
  producers?.on('ready', again);
  return { stop: () => void producers?.off('ready', again) };
}
