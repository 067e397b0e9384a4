import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ResultsPublication } from '@postula/award-cycle';
import { publishResultsSchema, ROUTES, type PublishResultsInput } from '@postula/contract';
import { RESULTS_MESSAGES as M } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import { CurrentUser, Public, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { PublishResultsCommand } from './publish-results.handler.js';

/** The results' publication: its day and whether it happened (anyone), and the superadmin's early publication. */
@ApiTags('becas')
@Controller('results')
export class ResultsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly publication: ResultsPublication,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute(ROUTES.resultsStatus)
  @Public()
  @Get('status')
  @ApiOperation({ summary: 'El día de resultados (zona del programa) y cuándo se publicaron (null: aún no)' })
  async status() {
    return { results_day: this.config.programme.resultsFrom, published_at: await this.publication.publishedAt() };
  }

  @ApiRoute(ROUTES.publishResults)
  @ApiBearerAuth()
  @Roles('superadmin')
  @Post('publish')
  @ApiOperation({ summary: 'Publica los resultados antes de su día: cada decisión tomada hasta ahora se comunica (correo, portal, oferta); las siguientes, al momento' })
  async publish(@Body(new ZodValidationPipe(publishResultsSchema)) _input: PublishResultsInput, @CurrentUser() user: AuthenticatedUser) {
    const released = await this.commands.execute<PublishResultsCommand, number>(new PublishResultsCommand(user.id));
    return { status: 'success' as const, message: M.published(released), released };
  }
}
