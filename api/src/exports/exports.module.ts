import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { examBankProvider } from '../exam/exam-bank.provider.js';
import { ApplicationSheetController } from './application-sheet/application-sheet.controller.js';
import { ApplicationSheetQuery } from './application-sheet/application-sheet.query.js';
import { ApplicationsExcelController } from './applications-excel/applications-excel.controller.js';
import { DiagnosticExamPdfController } from './diagnostic-pdf/diagnostic-exam-pdf.controller.js';
import { DocumentDownloadController } from './document-download/document-download.controller.js';
import { StoredDocumentQuery } from './document-download/stored-document.query.js';

/** Staff downloads (staff-side.md section 7): the application sheet and diagnostic PDFs, the Excel export, documents. */
@Module({
  imports: [ApplicationsModule],
  controllers: [ApplicationSheetController, DiagnosticExamPdfController, ApplicationsExcelController, DocumentDownloadController],
  providers: [ApplicationSheetQuery, StoredDocumentQuery, examBankProvider],
})
export class ExportsModule {}
