import { AwardCycle, ResultsPublication } from '@postula/award-cycle';
import { CLOCK, type AppConfig, type Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';

/** The results' publication (libs/award-cycle) on the API's write path. */
export const resultsPublicationProvider = {
  provide: ResultsPublication,
  useFactory: (writes: WritePath, config: AppConfig, clock: Clock, cycle: AwardCycle) => new ResultsPublication({ decisions: writes, clock, cycle, publishAt: config.results.publishAt }),
  inject: [WritePath, CONFIG, CLOCK, AwardCycle],
};
