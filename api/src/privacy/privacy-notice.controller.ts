import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { AppConfig } from '@postula/platform';
import { Public } from '../auth/access.decorators.js';
import { ApiRoute } from '../common/api-route.js';
import { CONFIG } from '../platform/platform.tokens.js';

@ApiTags('protección de datos')
@Public()
@Controller('public')
export class PrivacyNoticeController {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  @ApiRoute(ROUTES.privacyNotice)
  @Get('privacy-notice')
  @ApiOperation({ summary: 'El aviso de privacidad vigente (LOPDP, Art. 12): responsable, finalidades, base legal, datos, conservación, destinatarios, derechos y delegado' })
  notice() {
    return this.config.programme.privacyNotice;
  }
}
