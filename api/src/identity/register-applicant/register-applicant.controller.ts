import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { PRIVACY_NOTICE_CHANGED_MESSAGE, REGISTERED_MESSAGE, TOO_MANY_REGISTRATIONS } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { applicantProfileSchema } from '@postula/validation';
import type { ApplicantProfileInput } from '@postula/validation';
import type { AppConfig } from '@postula/platform';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../auth/access.decorators.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { ApiRoute } from '../../common/api-route.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { RegisterApplicantCommand, RegisterApplicantResult } from './register-applicant.command.js';

const HOUR = 3_600_000;

@ApiTags('identidad')
@Controller('auth/applicant')
export class RegisterApplicantController {
  constructor(
    private readonly commands: CommandBus,
    private readonly throttle: LoginThrottle,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute(ROUTES.applicantRegister)
  @Post('register')
  @Public()
  @ApiOperation({ summary: 'Registra a un postulante mientras el período está abierto; responde igual si el correo o la identificación ya existen (lo dice un e-mail)' })
  async register(@Body(new ZodValidationPipe(applicantProfileSchema)) body: ApplicantProfileInput, @Req() request: FastifyRequest) {
    // A version other than the one served means the applicant ticked a notice that is no longer in force.
    const { privacy_notice_version: noticeVersion, ...profile } = body;
    if (noticeVersion !== undefined && noticeVersion !== this.config.programme.privacyNotice.version) {
      throw new DomainError('invalid', PRIVACY_NOTICE_CHANGED_MESSAGE, { privacy_notice_version: [PRIVACY_NOTICE_CHANGED_MESSAGE] });
    }
    // Per address, every well-formed attempt counts, registered or refused as taken: a script can neither flood the
    // office's mail nor probe e-mails and cédulas faster than this. In all, only accounts opened count, so strangers
    // sending taken values cannot close registration for everyone (docs/security.md says how an operator raises it).
    const limits = this.config.registrationLimits;
    const all = { key: 'register:all', max: limits.perHour, windowMs: HOUR };
    const attempt = await this.throttle.take([{ key: `register:address:${request.ip}`, max: limits.perAddressPerHour, windowMs: HOUR }, all], TOO_MANY_REGISTRATIONS);
    let created = false;
    try {
      const result = await this.commands.execute<RegisterApplicantCommand, RegisterApplicantResult>(new RegisterApplicantCommand(profile, 'self', 'tellByEmail', noticeVersion));
      created = result.created;
      return { status: 'success', message: REGISTERED_MESSAGE, applicant_id: result.applicantId };
    } finally {
      if (!created) await this.throttle.release(attempt, [all.key]);
    }
  }
}
