import { OVERLOADED_MESSAGE } from '@postula/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * Queries waiting for a pooled connection beyond which a new API request is refused at once. Each request holds a
 * connection for a few milliseconds per query, so below this the wait stays short; above it, requests that would queue
 * for seconds (and hold everyone else up) are told to retry instead.
 */
export const MAX_WAITING_QUERIES = 200;

/** Answers 503 with Retry-After at once when the pool's wait queue is long; health checks and static files still pass. */
export function shedLoad(fastify: FastifyInstance, pool: pg.Pool, apiPrefix: string): void {
  const health = `/${apiPrefix}/health`;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (pool.waitingCount <= MAX_WAITING_QUERIES || !request.url.startsWith(`/${apiPrefix}/`) || request.url.startsWith(health)) return done();
    void reply.status(503).header('Retry-After', '1').send({ status: 'error', message: OVERLOADED_MESSAGE });
  });
}
