import { Controller, Get, Header, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { UUID_PATTERN } from '@postula/validation';
import { Public } from '../../auth/access.decorators.js';
import { RecordEmailOpenCommand } from './record-email-open.command.js';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

@ApiTags('correos')
@Public()
@Controller('email/open')
export class EmailOpenController {
  constructor(private readonly commands: CommandBus) {}

  /** Every request gets the same image, known id or not, so the route tells nothing about which ids exist. */
  @Get(':file')
  @Header('Content-Type', 'image/gif')
  @Header('Cache-Control', 'no-store, no-cache, must-revalidate, private, max-age=0')
  @Header('Pragma', 'no-cache')
  @Header('Expires', '0')
  @ApiOperation({ summary: 'Imagen de seguimiento de apertura de un correo ({tracking_id}.gif); la primera petición registra la apertura' })
  @ApiProduces('image/gif')
  async open(@Param('file') file: string): Promise<Buffer> {
    const trackingId = file.replace(/\.gif$/i, '');
    if (trackingId !== file && UUID_PATTERN.test(trackingId)) await this.commands.execute(new RecordEmailOpenCommand(trackingId.toLowerCase()));
    return PIXEL;
  }
}
