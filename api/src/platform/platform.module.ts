import { DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, EVENT_STORE } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import { AccountPositions } from '../consistency/account-positions.js';
import { ApiPlatform, CONFIG, DATA_KEYS, FILE_STORAGE, HEALTH_CHECKS, PASSWORD_HASHER, PG_POOL, READ_MODELS } from './platform.tokens.js';

@Global()
@Module({})
export class PlatformModule {
  static register(platform: ApiPlatform): DynamicModule {
    const providers = [
      { provide: CONFIG, useValue: platform.config },
      { provide: PG_POOL, useValue: platform.pool },
      { provide: EVENT_STORE, useValue: platform.store },
      { provide: CLOCK, useValue: platform.clock },
      { provide: HEALTH_CHECKS, useValue: platform.healthChecks },
      { provide: FILE_STORAGE, useValue: platform.storage },
      { provide: DATA_KEYS, useValue: platform.dataKeys },
      { provide: PASSWORD_HASHER, useValue: platform.passwordHasher },
      { provide: READ_MODELS, useValue: platform.readModels },
      AccountPositions,
      WritePath,
    ];
    return { module: PlatformModule, providers, exports: providers };
  }
}
