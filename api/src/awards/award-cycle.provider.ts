import { AwardCycle } from '@postula/award-cycle';
import { CLOCK, type AppConfig, type Clock } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import { CONFIG } from '../platform/platform.tokens.js';

/** The award cycle's cross-stream writes (libs/award-cycle) on the API's write path. */
export const awardCycleProvider = {
  provide: AwardCycle,
  useFactory: (writes: WritePath, config: AppConfig, clock: Clock) => new AwardCycle({ decisions: writes, clock, places: config.places, settings: config.award }),
  inject: [WritePath, CONFIG, CLOCK],
};
