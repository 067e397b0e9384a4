import { Body, Controller, Get, Inject, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CURRENT_TOTP_REQUIRED_MESSAGE, OWN_TOTP_FIRST_MESSAGE, ROUTES, TOTP_STILL_REQUIRED_MESSAGE, WRONG_CURRENT_TOTP_MESSAGE, WRONG_TOTP_MESSAGE } from '@postula/contract';
import { DomainError, STAFF_SECURITY_POLICY_STREAM, staffSecurityPolicyDecider, staffUserDecider, staffUserStream } from '@postula/domain';
import { CLOCK, seal, unseal } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { totpDisableSchema, totpEnableSchema, totpRequirementSchema, VALIDATION_MESSAGE } from '@postula/validation';
import type { z } from 'zod';
import { CurrentUser, DuringTotpEnrolment, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { WritePath } from '../../common/write-path.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

const refused = (field: 'totp_code' | 'current_totp_code', message: string) => new DomainError('invalid', VALIDATION_MESSAGE, { [field]: [message] });
const wrongCode = () => refused('totp_code', WRONG_TOTP_MESSAGE);

/**
 * A staff member's own second factor (ASVS 5.0 V6.5): setup hands out a new secret, enable stores it once a code from
 * the app proves the app holds it (replacing an active one also needs a code of the active one), disable needs a
 * current code; wrong codes of the active factor are throttled like failed logins. From then on the login asks for a
 * code. A superadmin can require it of all staff: an account without one then signs in to a session that can only
 * enrol it.
 */
@ApiTags('identidad')
@ApiBearerAuth()
@Controller('auth/user/totp')
@Roles('superadmin', 'reviewer', 'auditor')
export class StaffTotpController {
  constructor(
    private readonly writes: WritePath,
    private readonly throttle: LoginThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.totpSetup)
  @Post('setup')
  @DuringTotpEnrolment()
  @ApiOperation({ summary: 'Genera un secreto TOTP nuevo (aún no activo) y su enlace otpauth:// para la app de autenticación' })
  async setup(@CurrentUser() user: AuthenticatedUser) {
    const { state } = await this.writes.load(staffUserStream(user.id), staffUserDecider);
    const secret = newTotpSecret();
    return { secret, otpauth_url: totpUri(secret, state.profile?.email ?? user.id) };
  }

  @ApiRoute(ROUTES.totpEnable)
  @Post('enable')
  @DuringTotpEnrolment()
  @ApiOperation({ summary: 'Activa la verificación en dos pasos con el secreto de setup y un código de la app' })
  async enable(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(totpEnableSchema)) body: z.infer<typeof totpEnableSchema>) {
    const stream = staffUserStream(user.id);
    const { state, revision } = await this.writes.load(stream, staffUserDecider);
    const now = this.clock.now();
    if (state.sealedTotpSecret) {
      if (!body.current_totp_code) throw refused('current_totp_code', CURRENT_TOTP_REQUIRED_MESSAGE);
      if (!(await this.activeCodeMatches(user.id, state.sealedTotpSecret, body.current_totp_code, now))) throw refused('current_totp_code', WRONG_CURRENT_TOTP_MESSAGE);
    }
    if (!verifyTotp(body.secret, body.totp_code, Date.parse(now))) throw wrongCode();
    // Pinned to the revision whose factor was checked: one replaced meanwhile makes this a 409.
    await this.writes.handleCommand(stream, staffUserDecider, { type: 'SetStaffUserTotp', data: { sealedTotpSecret: seal(body.secret, this.config.jwtSecret), now } }, { expectedRevision: revision });
    return { status: 'success', message: 'Verificación en dos pasos activada' };
  }

  @ApiRoute(ROUTES.totpDisable)
  @Post('disable')
  @ApiOperation({ summary: 'Desactiva la verificación en dos pasos con un código vigente' })
  async disable(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(totpDisableSchema)) body: z.infer<typeof totpDisableSchema>) {
    const stream = staffUserStream(user.id);
    const { state, revision } = await this.writes.load(stream, staffUserDecider);
    const now = this.clock.now();
    if ((await this.policy()).totpRequired) throw new DomainError('conflict', TOTP_STILL_REQUIRED_MESSAGE);
    if (!state.sealedTotpSecret || !(await this.activeCodeMatches(user.id, state.sealedTotpSecret, body.totp_code, now))) throw wrongCode();
    await this.writes.handleCommand(stream, staffUserDecider, { type: 'SetStaffUserTotp', data: { sealedTotpSecret: null, now } }, { expectedRevision: revision });
    return { status: 'success', message: 'Verificación en dos pasos desactivada' };
  }

  @ApiRoute(ROUTES.totpRequirement)
  @Get('requirement')
  @Roles(...STAFF_READERS)
  @DuringTotpEnrolment()
  @ApiOperation({ summary: 'Si la verificación en dos pasos es obligatoria para todo el personal, y si la cuenta la tiene activa' })
  async requirement(@CurrentUser() user: AuthenticatedUser) {
    const [policy, own] = await Promise.all([this.policy(), this.writes.load(staffUserStream(user.id), staffUserDecider)]);
    return { required: policy.totpRequired, enabled: Boolean(own.state.sealedTotpSecret) };
  }

  @ApiRoute(ROUTES.setTotpRequirement)
  @Put('requirement')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Exige (o deja de exigir) la verificación en dos pasos a todo el personal; quien la exige debe tenerla activa' })
  async setRequirement(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(totpRequirementSchema)) body: z.infer<typeof totpRequirementSchema>) {
    // Requiring it without having it would send the superadmin to enrolment at the next login: refused up front.
    if (body.required && !(await this.writes.load(staffUserStream(user.id), staffUserDecider)).state.sealedTotpSecret) throw new DomainError('conflict', OWN_TOTP_FIRST_MESSAGE);
    await this.writes.handleCommand(STAFF_SECURITY_POLICY_STREAM, staffSecurityPolicyDecider, { type: 'SetStaffTotpRequirement', data: { required: body.required, actorId: user.id, now: this.clock.now() } }, { retry: true });
    return { status: 'success', message: body.required ? 'La verificación en dos pasos ahora es obligatoria para todo el personal' : 'La verificación en dos pasos ya no es obligatoria' };
  }

  /** A code of the account's active factor; a wrong one counts towards the throttle (429 once at its limit). */
  private async activeCodeMatches(staffId: string, sealedSecret: string, code: string, now: string): Promise<boolean> {
    const attempt = await this.throttle.take(LoginThrottle.ownSecretRules('totp', 'staff', staffId));
    const matches = verifyTotp(unseal(sealedSecret, this.config.jwtSecret), code, Date.parse(now));
    if (matches) await this.throttle.release(attempt);
    return matches;
  }

  private async policy() {
    return (await this.writes.load(STAFF_SECURITY_POLICY_STREAM, staffSecurityPolicyDecider)).state;
  }
}
