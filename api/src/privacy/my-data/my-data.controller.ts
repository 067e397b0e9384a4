import { Controller, Get, Inject, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { ACCOUNT_NOT_FOUND_MESSAGE, DomainError } from '@postula/domain';
import type { FileStorage } from '@postula/platform';
import { buffer } from 'node:stream/consumers';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment } from '../../common/content-disposition.js';
import { FILE_STORAGE } from '../../platform/platform.tokens.js';
import { MyDataQuery } from './my-data.query.js';
import { storedZip } from './stored-zip.js';

/** 'Mis datos': what the programme holds about the signed-in applicant, as JSON or as a ZIP with the uploaded files. */
@ApiTags('protección de datos')
@ApiBearerAuth()
@Roles('user')
@Controller('applicant/my-data')
export class MyDataController {
  constructor(
    private readonly myData: MyDataQuery,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @ApiRoute(ROUTES.myData)
  @Get()
  @ApiOperation({ summary: 'Todos los datos que el programa tiene del postulante, en un documento JSON (acceso y portabilidad)' })
  async json(@CurrentUser() user: AuthenticatedUser) {
    return (await this.held(user.id)).data;
  }

  @ApiRoute(ROUTES.myDataArchive)
  @Get('archive')
  @ApiOperation({ summary: 'Un ZIP con mis-datos.json y los documentos subidos' })
  async archive(@CurrentUser() user: AuthenticatedUser) {
    const { data, documents } = await this.held(user.id);
    const files = await Promise.all(documents.map(async (d) => ({ name: d.archivePath, data: await buffer(await this.storage.get(d.storageKey)) })));
    const zip = storedZip([{ name: 'mis-datos.json', data: Buffer.from(JSON.stringify(data, null, 2)) }, ...files], new Date(data.generated_at));
    return new StreamableFile(zip, { type: 'application/zip', length: zip.length, disposition: attachment('mis-datos.zip') });
  }

  private async held(applicantId: string) {
    const found = await this.myData.find(applicantId);
    if (!found) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    return found;
  }
}
