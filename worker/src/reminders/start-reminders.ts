import { systemClock, type AppConfig, type Clock, type EventStore, type ProjectionLog, type QueueKit } from '@postula/platform';
import type pg from 'pg';
import { scheduleSweep } from '../scheduled/scheduled-sweep.js';
import { sweepReminders } from './reminder-sweep.js';

/**
 * Schedules the reminders' sweep (every REMINDER_SWEEP_INTERVAL_MS, one tick for all worker processes). `pool` reads
 * the read models that narrow the candidates; every decision is made on the event store.
 */
export async function startReminders({ queues, pool, store, config, clock = systemClock, log }: { queues: QueueKit; pool: pg.Pool; store: EventStore; config: AppConfig; clock?: Clock; log: ProjectionLog }): Promise<void> {
  const ctx = { pool, store, config: config.reminders, deadline: config.applicationDeadline, publicUrl: config.publicUrl, secret: config.jwtSecret, log };
  await scheduleSweep(queues, { name: 'reminders', everyMs: config.reminders.sweepEveryMs, run: () => sweepReminders(ctx, new Date(clock.now())) }, log);
}
