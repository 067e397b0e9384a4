import { Controller, Get, Inject, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { FileNotFoundError } from '@postula/platform';
import type { FileStorage } from '@postula/platform';
import type { FastifyRequest } from 'fastify';
import { AccessAudit } from '../../audit/access-audit.js';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment, documentFileName } from '../../common/content-disposition.js';
import { FILE_STORAGE } from '../../platform/platform.tokens.js';
import { success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';
import { readMultipartForm } from '../uploads/multipart-form.js';
import { UploadDocumentsCommand } from './upload-documents.command.js';

/** Step 7. Downloads serve only the caller's own documents: another applicant's id is simply not found. */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application/documents')
export class DocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ApplicationQueries,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly audit: AccessAudit,
  ) {}

  @ApiRoute(ROUTES.documents)
  @Get()
  @ApiOperation({ summary: 'Paso 7: documentos vigentes (uno por tipo)' })
  async list(@CurrentUser() user: AuthenticatedUser) {
    const rows = await this.queries.currentDocuments(user.id);
    return { documents: rows.map((d) => ({ id: d.id, document_type: d.document_type, file_name: d.file_name, created_at: d.uploaded_at })) };
  }

  @ApiRoute(ROUTES.uploadDocuments)
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Paso 7: sube documentos (multipart, un archivo por tipo; el nombre del campo es el tipo). Reemplazar borra el archivo anterior; el historial conserva que se subió.' })
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const form = await readMultipartForm(request);
    const documents = await this.commands.execute(new UploadDocumentsCommand(user.id, form.files, form.fields.document_type));
    return success('Documentos subidos exitosamente', { documents });
  }

  @ApiRoute(ROUTES.downloadOwnDocument)
  @Get('download')
  @ApiOperation({ summary: 'Descarga un documento propio' })
  async download(@CurrentUser() user: AuthenticatedUser, @Query('document_id') documentId: string | undefined) {
    const document = documentId ? await this.queries.ownDocument(user.id, documentId) : undefined;
    if (!document) throw new DomainError('not_found', DOCUMENT_NOT_FOUND_MESSAGE);
    // A replaced document's file is deleted: its row stays in the history, the file is not found.
    const file = await this.storage.get(document.storage_key).catch((error: unknown) => {
      throw error instanceof FileNotFoundError ? new DomainError('not_found', DOCUMENT_NOT_FOUND_MESSAGE) : error;
    });
    await this.audit.record(user.id, user, { kind: 'document', document }).catch((error: unknown) => {
      file.destroy();
      throw error;
    });
    return new StreamableFile(file, { type: document.content_type, length: Number(document.size), disposition: attachment(documentFileName(document.document_type, user.id, document.content_type)) });
  }
}
