import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LEGAL_REPRESENTATIVE_CONFIRMED_MESSAGE, LEGAL_REPRESENTATIVE_DECLINED_MESSAGE, LEGAL_REPRESENTATIVE_SAVED_MESSAGE, ROUTES } from '@postula/contract';
import { legalRepresentativeSchema, legalRepresentativeTokenSchema } from '@postula/validation';
import type { LegalRepresentative } from '@postula/validation';
import { CurrentUser, Public, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';
import { ConfirmLegalRepresentativeCommand, DeclineLegalRepresentativeCommand, NameLegalRepresentativeCommand } from './legal-representative.commands.js';
import { LegalRepresentativeLinkQuery, representativeView } from './legal-representative.query.js';

/** An applicant under 15 names their legal representative (LOPDP Art. 21) and sees whether they confirmed. */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application/legal-representative')
export class LegalRepresentativeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ApplicationQueries,
  ) {}

  @ApiRoute(ROUTES.legalRepresentative)
  @Get()
  @ApiOperation({ summary: 'Representante legal (menores de 15 años): si hace falta, quién es y cuándo confirmó' })
  async find(@CurrentUser() user: AuthenticatedUser) {
    const row = await this.queries.legalRepresentative(user.id);
    return { required: row?.required ?? false, legal_representative: representativeView(row) };
  }

  @ApiRoute(ROUTES.nameLegalRepresentative)
  @Post()
  @ApiOperation({ summary: 'Registra (o cambia) al representante legal y le envía un enlace de confirmación de un solo uso' })
  async name(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(legalRepresentativeSchema)) body: LegalRepresentative) {
    await this.commands.execute(new NameLegalRepresentativeCommand(user.id, body));
    return success(LEGAL_REPRESENTATIVE_SAVED_MESSAGE);
  }
}

/** The representative's page: what the minor applies for, then the confirmation (the token alone gives access). */
@ApiTags('público')
@Public()
@Controller('public/legal-representative')
export class PublicLegalRepresentativeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: LegalRepresentativeLinkQuery,
  ) {}

  @ApiRoute(ROUTES.legalRepresentativeLink)
  @Post('link')
  @ApiOperation({ summary: 'Lo que muestra el enlace del representante legal: la postulación del menor y si ya confirmó' })
  link(@Body(new ZodValidationPipe(legalRepresentativeTokenSchema)) body: { token: string }) {
    return this.links.find(body.token);
  }

  @ApiRoute(ROUTES.confirmLegalRepresentative)
  @Post('confirm')
  @ApiOperation({ summary: 'El representante legal confirma la postulación (enlace de un solo uso)' })
  async confirm(@Body(new ZodValidationPipe(legalRepresentativeTokenSchema)) body: { token: string }) {
    await this.commands.execute(new ConfirmLegalRepresentativeCommand(body.token));
    return success(LEGAL_REPRESENTATIVE_CONFIRMED_MESSAGE);
  }

  @ApiRoute(ROUTES.declineLegalRepresentative)
  @Post('decline')
  @ApiOperation({ summary: 'La persona registrada indica que no es el representante legal o que no autoriza la postulación (enlace de un solo uso); se avisa al postulante' })
  async decline(@Body(new ZodValidationPipe(legalRepresentativeTokenSchema)) body: { token: string }) {
    await this.commands.execute(new DeclineLegalRepresentativeCommand(body.token));
    return success(LEGAL_REPRESENTATIVE_DECLINED_MESSAGE);
  }
}
