import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators.js';
import type { FastifyReply } from 'fastify';
import { HEALTH_CHECKS } from '../platform/platform.tokens.js';
import { HealthDegraded } from './health-degraded.js';

const TIMEOUT_MS = 3000;

@ApiTags('salud')
@Public()
@Controller('health')
export class HealthController {
  constructor(@Inject(HEALTH_CHECKS) private readonly checks: Record<string, () => Promise<unknown>>) {}

  @Get()
  @ApiOperation({ summary: 'Estado de la base de datos, del almacén de eventos, de la cola y de las proyecciones' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const entries = await Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => {
        try {
          const details = await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS))]);
          return [name, { status: 'up', ...(details && typeof details === 'object' ? { details } : {}) }] as const;
        } catch (error) {
          if (error instanceof HealthDegraded) return [name, { status: 'degraded', error: error.message, details: error.details }] as const;
          return [name, { status: 'down', error: (error as Error).message }] as const;
        }
      }),
    );
    const statuses = new Set(entries.map(([, r]) => r.status));
    const status = statuses.has('down') ? 'error' : statuses.has('degraded') ? 'degraded' : 'ok';
    void reply.status(status === 'ok' ? 200 : 503);
    return { status, checks: Object.fromEntries(entries) };
  }
}
