import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, STAFF_STATUS_LABELS, STAFF_STATUSES, type StaffStatus, type Transparency } from '@postula/contract';
import { CLOCK, type AppConfig, type Clock } from '@postula/platform';
import { Public } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { TransparencyQuery } from './transparency.query.js';

/** Anyone may ask as often as they like: the counts are worked out at most once a minute per process. */
const CACHED_FOR_MS = 60_000;

/** The public transparency page's numbers: places and how they are taken, applications by status and by parish. */
@ApiTags('público')
@Public()
@Controller('public/transparency')
export class TransparencyController {
  private cached: { at: number; value: Promise<Transparency> } | undefined;

  constructor(
    private readonly query: TransparencyQuery,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.transparency)
  @Get()
  @ApiOperation({ summary: 'Transparencia: cupos, becas aceptadas, ofertas pendientes, lista de espera, postulaciones por estado y por parroquia (sin datos personales; se actualiza cada minuto)' })
  transparency(): Promise<Transparency> {
    const now = Date.parse(this.clock.now());
    if (!this.cached || now - this.cached.at >= CACHED_FOR_MS) {
      const value = this.compute();
      this.cached = { at: now, value };
      value.catch(() => (this.cached = undefined));
    }
    return this.cached.value;
  }

  private async compute(): Promise<Transparency> {
    const counts = await this.query.counts();
    const byStatus = new Map(counts.byStatus.map((r) => [r.status, r.count]));
    return {
      places: this.config.places,
      accepted: counts.awards.accepted ?? 0,
      pending_offers: counts.awards.offered ?? 0,
      waiting_list: counts.waiting,
      by_status: STAFF_STATUSES.filter((s) => s !== 'started').map((status: StaffStatus) => ({ status, label: STAFF_STATUS_LABELS[status], count: byStatus.get(status) ?? 0 })),
      by_parish: counts.byParish,
      generated_at: this.clock.now(),
    };
  }
}
