import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators.js';
import type { FastifyReply } from 'fastify';
import { HEALTH_CHECKS } from '../platform/platform.tokens.js';

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
          return [name, { status: 'down', error: (error as Error).message }] as const;
        }
      }),
    );
    const healthy = entries.every(([, r]) => r.status === 'up');
    void reply.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'error', checks: Object.fromEntries(entries) };
  }
}
