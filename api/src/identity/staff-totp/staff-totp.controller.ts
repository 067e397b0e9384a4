import { ROUTES } from '@postula/contract';
import { ApiRoute } from '../../common/api-route.js';
import { WRONG_TOTP_MESSAGE } from '@postula/contract';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError, staffUserDecider, staffUserStream } from '@postula/domain';
import { CLOCK, seal, unseal } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { totpDisableSchema, totpEnableSchema, VALIDATION_MESSAGE } from '@postula/validation';
import type { z } from 'zod';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

const wrongCode = () => new DomainError('invalid', VALIDATION_MESSAGE, { totp_code: [WRONG_TOTP_MESSAGE] });

/**
 * A staff member's own second factor (ASVS 5.0 V6.5): setup hands out a new secret, enable stores it once a code from
 * the app proves the app holds it, disable needs a current code. From then on the login asks for a code.
 */
@ApiTags('identidad')
@ApiBearerAuth()
@Controller('auth/user/totp')
@Roles('superadmin', 'reviewer', 'auditor')
export class StaffTotpController {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.totpSetup)
  @Post('setup')
  @ApiOperation({ summary: 'Genera un secreto TOTP nuevo (aún no activo) y su enlace otpauth:// para la app de autenticación' })
  async setup(@CurrentUser() user: AuthenticatedUser) {
    const { state } = await this.aggregates.load(staffUserStream(user.id), staffUserDecider);
    const secret = newTotpSecret();
    return { secret, otpauth_url: totpUri(secret, state.profile?.email ?? user.id) };
  }

  @ApiRoute(ROUTES.totpEnable)
  @Post('enable')
  @ApiOperation({ summary: 'Activa la verificación en dos pasos con el secreto de setup y un código de la app' })
  async enable(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(totpEnableSchema)) body: z.infer<typeof totpEnableSchema>) {
    const now = this.clock.now();
    if (!verifyTotp(body.secret, body.totp_code, Date.parse(now))) throw wrongCode();
    await this.aggregates.handle(staffUserStream(user.id), staffUserDecider, { type: 'SetStaffUserTotp', data: { sealedTotpSecret: seal(body.secret, this.config.jwtSecret), now } });
    return { status: 'success', message: 'Verificación en dos pasos activada' };
  }

  @ApiRoute(ROUTES.totpDisable)
  @Post('disable')
  @ApiOperation({ summary: 'Desactiva la verificación en dos pasos con un código vigente' })
  async disable(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(totpDisableSchema)) body: z.infer<typeof totpDisableSchema>) {
    const stream = staffUserStream(user.id);
    const { state, revision } = await this.aggregates.load(stream, staffUserDecider);
    const now = this.clock.now();
    if (!state.sealedTotpSecret || !verifyTotp(unseal(state.sealedTotpSecret, this.config.jwtSecret), body.totp_code, Date.parse(now))) throw wrongCode();
    await this.aggregates.handle(stream, staffUserDecider, { type: 'SetStaffUserTotp', data: { sealedTotpSecret: null, now } }, { expectedRevision: revision });
    return { status: 'success', message: 'Verificación en dos pasos desactivada' };
  }
}
