import { Controller, Get, HttpException, Inject, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MY_DATA_ARCHIVE_IN_PROGRESS_MESSAGE, ROUTES } from '@postula/contract';
import { ACCOUNT_NOT_FOUND_MESSAGE, DomainError } from '@postula/domain';
import type { FileStorage } from '@postula/platform';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment } from '../../common/content-disposition.js';
import { FILE_STORAGE } from '../../platform/platform.tokens.js';
import { MyDataQuery } from './my-data.query.js';
import { bufferEntry, storedZipStream } from './stored-zip.js';

/**
 * How long an archive counts as under way when its process never said it ended (it died): the account can ask again
 * after that at the latest.
 */
const ARCHIVE_HELD_MS = 10 * 60_000;
/** What a refused client is told to wait (Retry-After): about what one archive takes to download. */
const ARCHIVE_RETRY_AFTER_SECONDS = 30;

/** 'Mis datos': what the programme holds about the signed-in applicant, as JSON or as a ZIP with the uploaded files. */
@ApiTags('protección de datos')
@ApiBearerAuth()
@Roles('user')
@Controller('applicant/my-data')
export class MyDataController {
  constructor(
    private readonly myData: MyDataQuery,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly throttle: LoginThrottle,
  ) {}

  @ApiRoute(ROUTES.myData)
  @Get()
  @ApiOperation({ summary: 'Todos los datos que el programa tiene del postulante, en un documento JSON (acceso y portabilidad)' })
  async json(@CurrentUser() user: AuthenticatedUser) {
    return (await this.held(user.id)).data;
  }

  /**
   * Streamed: each file goes from storage to the client a chunk at a time, so memory does not grow with the archive.
   * One archive per account at a time, on every replica (the counter lives in PostgreSQL): another asked meanwhile
   * answers 429.
   */
  @ApiRoute(ROUTES.myDataArchive)
  @Get('archive')
  @ApiOperation({ summary: 'Un ZIP con mis-datos.json y los documentos subidos (uno a la vez por cuenta)' })
  async archive(@CurrentUser() user: AuthenticatedUser) {
    const taken = await this.throttle.tryTake([{ key: `my-data-archive:${user.id}`, max: 1, windowMs: ARCHIVE_HELD_MS }]);
    if ('retryAfter' in taken) throw new HttpException({ status: 'error', message: MY_DATA_ARCHIVE_IN_PROGRESS_MESSAGE, retry_after: ARCHIVE_RETRY_AFTER_SECONDS }, 429);
    const release = () => this.throttle.release(taken).catch(() => undefined);
    try {
      const { data, documents } = await this.held(user.id);
      const files = documents.map((d) => ({ name: d.archivePath, open: () => this.storage.get(d.storageKey) }));
      const zip = storedZipStream([bufferEntry('mis-datos.json', Buffer.from(JSON.stringify(data, null, 2))), ...files], new Date(data.generated_at));
      // Sent, failed or dropped by the client: the stream closes either way.
      zip.once('close', () => void release());
      return new StreamableFile(zip, { type: 'application/zip', disposition: attachment('mis-datos.zip') });
    } catch (error) {
      await release();
      throw error;
    }
  }

  private async held(applicantId: string) {
    const found = await this.myData.find(applicantId);
    if (!found) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    return found;
  }
}
