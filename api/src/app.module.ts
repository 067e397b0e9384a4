import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from './auth/auth.module.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { ProgrammeModule } from './programme/programme.module.js';
import { PlatformModule } from './platform/platform.module.js';
import type { ApiPlatform } from './platform/platform.tokens.js';

@Module({})
export class AppModule {
  static register(platform: ApiPlatform): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.register(platform), CqrsModule.forRoot(), AuthModule, HealthModule, IdentityModule, ProgrammeModule],
    };
  }
}
