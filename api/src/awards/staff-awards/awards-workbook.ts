import { AWARD_STATUS_LABELS } from '@postula/domain';
import type { AwardSettings } from '@postula/platform';
import ExcelJS from 'exceljs';
import type { AwardListRow } from '../awards.query.js';

const documentStatus = (row: AwardListRow, type: string) => {
  const document = row.documents[type as keyof AwardListRow['documents']];
  if (!document) return 'Pendiente';
  return document.verified === true ? 'Verificado' : document.verified === false ? 'No válido' : 'Entregado';
};

/** GET awards/excel: the awarded list (open and accepted offers) with each post-award document's status. */
export async function awardsWorkbook(rows: AwardListRow[], settings: Pick<AwardSettings, 'documents'>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Becas');
  sheet.columns = [
    { header: 'ID', width: 38 },
    { header: 'Identificación', width: 15 },
    { header: 'Nombre', width: 36 },
    { header: 'Correo electrónico', width: 32 },
    { header: 'Estado', width: 22 },
    { header: 'Desde lista de espera', width: 12 },
    { header: 'Ofrecida', width: 18 },
    { header: 'Aceptar hasta', width: 18 },
    { header: 'Respondida', width: 18 },
    ...settings.documents.map((d) => ({ header: d.label, width: 24 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow([
      r.application_id,
      r.identification,
      r.applicant_name,
      r.email,
      AWARD_STATUS_LABELS[r.status],
      r.promoted ? 'Sí' : 'No',
      r.offered_at,
      r.accept_by,
      r.answered_at,
      ...settings.documents.map((d) => documentStatus(r, d.type)),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
