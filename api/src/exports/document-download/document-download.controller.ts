import { Controller, Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { documentIdQuery } from '@postula/contract';
import type { DocumentIdQuery } from '@postula/contract';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { FileNotFoundError } from '@postula/platform';
import type { FileStorage } from '@postula/platform';
import { AccessAudit } from '../../audit/access-audit.js';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment, documentFileName } from '../../common/content-disposition.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { FILE_STORAGE } from '../../platform/platform.tokens.js';
import { StoredDocumentQuery } from './stored-document.query.js';


@ApiTags('exportaciones')
@ApiBearerAuth()
@Controller('admin/documents')
export class DocumentDownloadController {
  constructor(
    private readonly documents: StoredDocumentQuery,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly audit: AccessAudit,
  ) {}

  @ApiRoute(ROUTES.downloadDocument)
  @Get('download')
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Descarga un documento de cualquier aplicación, con un nombre de archivo hecho por el servidor ({document_type}-{id del aplicante}.{ext})' })
  async download(@CurrentUser() user: AuthenticatedUser, @Query(new ZodValidationPipe(documentIdQuery)) { document_id }: DocumentIdQuery) {
    const document = await this.documents.find(document_id);
    if (!document) throw new DomainError('not_found', DOCUMENT_NOT_FOUND_MESSAGE);
    const file = await this.storage.get(document.storage_key).catch((error: unknown) => {
      if (error instanceof FileNotFoundError) throw new DomainError('not_found', DOCUMENT_NOT_FOUND_MESSAGE);
      throw error;
    });
    await this.audit.record(document.application_id, user, { kind: 'document', document }).catch((error: unknown) => {
      file.destroy();
      throw error;
    });
    return new StreamableFile(file, { type: document.content_type, length: Number(document.size), disposition: attachment(documentFileName(document.document_type, document.application_id, document.content_type)) });
  }
}
