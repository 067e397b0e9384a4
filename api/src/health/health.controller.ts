import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenService } from '../auth/token-service.js';
import { HEALTH_CHECKS } from '../platform/platform.tokens.js';
import { HealthDegraded } from './health-degraded.js';

const TIMEOUT_MS = 3000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

@ApiTags('salud')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: Record<string, () => Promise<unknown>>,
    private readonly tokens: TokenService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Estado de la base de datos, del almacén de eventos, de la cola y de las proyecciones' })
  async health(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
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
    // Positions, errors and event ids are for operators (ASVS 5.0 V13.4); anyone else sees each check's state only.
    if (!(await this.isOperator(request))) return { status, checks: Object.fromEntries(entries.map(([name, r]) => [name, { status: r.status }])) };
    return { status, checks: Object.fromEntries(entries) };
  }

  /** A request from this machine (a probe, an operator's shell) or with a superadmin session. */
  private async isOperator(request: FastifyRequest): Promise<boolean> {
    if (LOOPBACK.has(request.ip)) return true;
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
    const checked = await this.tokens.check(token);
    return checked.ok && checked.user.role === 'superadmin';
  }
}
