import { STAFF_STATUS_LABELS } from '@postula/contract';
import type { StaffStatus } from '@postula/contract';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { choiceLabel, GENDERS, INSTITUTION_TYPES } from '@postula/catalogs';
import ExcelJS from 'exceljs';
import type { ExportRow } from './applications-excel.query.js';

const names = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
const numberOrNull = (v: string | null) => (v === null || v === '' ? null : Number(v));

const COLUMNS: { header: string; width: number; value: (r: ExportRow) => string | number | null }[] = [
  { header: 'ID', width: 38, value: (r) => r.id },
  { header: 'Identificación', width: 15, value: (r) => r.identification },
  { header: 'Nombres', width: 24, value: (r) => names(r.first_name, r.middle_name) },
  { header: 'Apellidos', width: 24, value: (r) => names(r.last_name, r.second_last_name) },
  { header: 'Correo electrónico', width: 32, value: (r) => r.email },
  { header: 'Estado', width: 30, value: (r) => STAFF_STATUS_LABELS[r.status as StaffStatus] ?? r.status },
  { header: 'Fecha de creación', width: 18, value: (r) => r.created_at },
  { header: 'Fecha de envío', width: 18, value: (r) => r.submitted_at },
  { header: 'Fecha de nacimiento', width: 14, value: (r) => r.birth_date },
  { header: 'Género', width: 12, value: (r) => (r.gender ? choiceLabel(GENDERS, r.gender) : null) },
  { header: 'Teléfono móvil', width: 14, value: (r) => r.mobile_phone },
  { header: 'Provincia', width: 16, value: (r) => r.province },
  { header: 'Ciudad de residencia', width: 18, value: (r) => r.residence_city },
  { header: 'Tipo de institución', width: 16, value: (r) => (r.institution_type ? choiceLabel(INSTITUTION_TYPES, r.institution_type) : null) },
  { header: 'Institución educativa', width: 32, value: (r) => r.institution },
  { header: 'Nota de grado', width: 12, value: (r) => numberOrNull(r.academic_average) },
  { header: 'Respuestas correctas', width: 12, value: (r) => r.exam_correct_answers },
  { header: 'Total de preguntas', width: 12, value: (r) => r.exam_total_questions },
  { header: 'Nivel alcanzado', width: 10, value: (r) => r.level_achieved },
  { header: 'Ingreso mensual', width: 12, value: (r) => numberOrNull(r.monthly_income) },
  { header: 'Ciudad de postulación', width: 18, value: (r) => r.submission_city },
  { header: 'Revisor', width: 24, value: (r) => r.reviewer_name },
];

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Waits while the reader is behind (or gone), so rows are produced only as fast as they are sent. */
const readerCaughtUp = (out: PassThrough) =>
  out.writableNeedDrain && !out.destroyed
    ? new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done).off('close', done);
          resolve();
        };
        out.on('drain', done).on('close', done);
      })
    : Promise.resolve();

/**
 * The sheet 'Postulaciones', one row per application, written with exceljs' streaming WorkbookWriter: each row is
 * committed (and leaves memory) as soon as it is written. A reader that goes away stops the rows (and the cursor).
 */
export function applicationsWorkbook(batches: AsyncIterable<ExportRow[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Postulaciones', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
      await readerCaughtUp(out);
      if (out.destroyed) return; // leaving the loop closes the cursor
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
