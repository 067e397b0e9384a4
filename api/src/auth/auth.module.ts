import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '@postula/platform';
import { ConsistencyModule } from '../consistency/consistency.module.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { AuthGuard } from './auth.guard.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionStore } from './session-store.js';
import { TokenService } from './token-service.js';

/** Tokens, sessions (auth.sessions), login throttling (auth.login_failures) and the global guard (with read-your-writes). */
@Global()
@Module({
  imports: [
    ConsistencyModule,
    JwtModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: AppConfig) => ({
        // A prepared key: given a string, jsonwebtoken tries createPublicKey and falls back on every check, which makes each check far slower.
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  providers: [SessionStore, TokenService, LoginThrottle, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [SessionStore, TokenService, LoginThrottle],
})
export class AuthModule {}
