import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@postula/domain';
import { applicantProfileSchema, toFieldErrors, VALIDATION_MESSAGE } from '@postula/validation';
import { RegisterApplicantCommand, RegisterApplicantResult } from '../register-applicant/register-applicant.command.js';
import { ImportApplicantsCommand, ImportReport } from './import-applicants.command.js';
import { parseCsv } from './parse-csv.js';

export const IMPORT_COLUMNS = ['first_name', 'middle_name', 'last_name', 'second_last_name', 'email', 'identification', 'identification_type'] as const;
const REQUIRED_COLUMNS = ['first_name', 'last_name', 'email', 'identification', 'identification_type'];
export const MAX_IMPORT_ROWS = 2000;
/** Rows registered at once: each hashes a password (argon2id, 19 MiB), so a few at a time. */
const PARALLEL = 4;

/**
 * Bulk creation of applicant accounts from a CSV (header row with IMPORT_COLUMNS; the order is free and
 * unknown columns are ignored). Each row goes through the same validation and registration as the public
 * form (welcome e-mail included); a refused row does not stop the others.
 */
@CommandHandler(ImportApplicantsCommand)
export class ImportApplicantsHandler implements ICommandHandler<ImportApplicantsCommand, ImportReport> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ csv }: ImportApplicantsCommand): Promise<ImportReport> {
    const [header, ...rows] = parseCsv(csv);
    if (!header) throw new DomainError('invalid', 'El archivo CSV está vacío');
    const columns = header.map((h) => h.trim().toLowerCase());
    const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
    if (missing.length) throw new DomainError('invalid', `Faltan columnas en el archivo CSV: ${missing.join(', ')}`);
    if (rows.length === 0) throw new DomainError('invalid', 'El archivo CSV no tiene filas de datos');
    if (rows.length > MAX_IMPORT_ROWS) throw new DomainError('invalid', `El archivo CSV supera el máximo de ${MAX_IMPORT_ROWS} filas`);

    const report: ImportReport = { status: 'success', message: '', created: [], refused: [] };
    const queue = rows.map((cells, i) => ({ row: i + 2, record: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, cells[columns.indexOf(c)] ?? ''])) }));
    const work = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.importRow(next.row, next.record, report);
    };
    await Promise.all(Array.from({ length: PARALLEL }, work));
    report.created.sort((a, b) => a.row - b.row);
    report.refused.sort((a, b) => a.row - b.row);
    report.message = `Importación terminada: ${report.created.length} creados, ${report.refused.length} rechazados`;
    return report;
  }

  private async importRow(row: number, record: Record<string, string>, report: ImportReport): Promise<void> {
    const parsed = applicantProfileSchema.safeParse(record);
    const email = record.email.trim().toLowerCase() || null;
    if (!parsed.success) {
      report.refused.push({ row, email, message: VALIDATION_MESSAGE, errors: toFieldErrors(parsed.error) });
      return;
    }
    try {
      const { applicantId } = await this.commands.execute<RegisterApplicantCommand, RegisterApplicantResult>(new RegisterApplicantCommand(parsed.data, 'staff'));
      report.created.push({ row, email: parsed.data.email, applicant_id: applicantId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.refused.push({ row, email, message: error.message, ...(error.errors && { errors: error.errors }) });
    }
  }
}
