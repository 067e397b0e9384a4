import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { dayIn } from '@postula/validation';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, newApplicant, personalDetails, studentDocuments, takeExam, VALIDATION } from './applications.fixture.js';
import type { ApplicantClient } from './applications.fixture.js';
import { client, staffMember, submittedApplicant } from './statistics.fixture.js';

const pdfText = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'postula-pdf-')), 'file.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

async function readWorkbook(xlsx: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Postulaciones')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('staff downloads over HTTP: application sheet, diagnostic PDF, Excel, documents', () => {
  let system: TestSystem;
  const reader = eventReader();
  let staff: ReturnType<typeof client>;
  let submitted: ApplicantClient;
  let started: ApplicantClient;
  let identification: string;
  const today = () => dayIn(new Date().toISOString(), 'America/Guayaquil');

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    staff = client(system, (await staffMember(system, 'reviewer')).token);
    submitted = await submittedApplicant(system, reader);
    started = await newApplicant(system.url, reader);
    expectOk(await takeExam(started));
    expectOk(await started.send('post', 'application/personal-details', personalDetails({ gender: 'male' })));
    const [registered] = await reader.stream(`applicant-${submitted.id}`);
    identification = (registered.data as { profile: { identification: string } }).profile.identification;
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  describe('GET applications/pdf', () => {
    it('sends the application sheet with every section, named ficha-aplicante-{id}.pdf', async () => {
      const res = await staff.download(`applications/pdf?id=${submitted.id}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="ficha-aplicante-${submitted.id}.pdf"`);
      const text = pdfText(res.body as Buffer);
      for (const expected of [
        'Ficha del aplicante',
        'Ana María Pérez Loor',
        identification,
        'Información de la aplicación',
        'Enviada',
        'Quiero mejorar mi inglés para estudiar.',
        'Datos personales',
        'Femenino',
        'Dirección y contacto',
        'Av. 9 de Octubre 123',
        'Agua potable, Energía eléctrica',
        'Datos académicos',
        'Colegio Vicente Rocafuerte',
        'Miembros del hogar',
        'Rosa Pérez',
        'Referencias personales',
        'Luis Mora',
        'Documentos',
        'Cédula de identidad',
        'cedula.pdf',
        'Situación laboral',
        'Resumen financiero',
        'Examen diagnóstico',
      ])
        expect(text).toContain(expected);
    });

    it("prints sections, fields and documents in the form's order", async () => {
      const lines = pdfText((await staff.download(`applications/pdf?id=${submitted.id}`)).body as Buffer).split('\n').map((line) => line.trim());
      const ascending = (positions: number[]) => {
        expect(positions).not.toContain(-1);
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
      };
      const titles = ['Datos personales', 'Dirección y contacto', 'Datos académicos', 'Referencias personales', 'Miembros del hogar', 'Situación laboral', 'Documentos', 'Resumen financiero'];
      ascending(titles.map((title) => lines.indexOf(title)));
      /** The lines of a section: from its title to the next section's. */
      const sectionLines = (title: string) => {
        const start = lines.indexOf(title);
        const next = titles[titles.indexOf(title) + 1];
        return lines.slice(start + 1, next ? lines.indexOf(next) : undefined);
      };
      // A field's label starts its line, its value two or more spaces after it (pdftotext -layout).
      const labelsIn = (title: string, labels: string[]) => {
        const body = sectionLines(title);
        ascending(labels.map((label) => body.findIndex((line) => line === label || line.startsWith(`${label}  `))));
      };
      labelsIn('Dirección y contacto', ['Dirección', 'Número de casa', 'Teléfono móvil', 'Teléfono convencional', 'Provincia', 'Ciudad', 'Parroquia', 'Sector', 'Tipo de vivienda', 'Ocupación de la vivienda', 'Servicios básicos', 'Facebook', 'Instagram', 'Twitter']);
      labelsIn('Situación laboral', ['Trabaja actualmente', 'Relación de dependencia', 'Emprendedor o artesano', 'Ingreso mensual', 'Actividad económica', 'Nombre de la empresa', 'Cargo', 'Dirección de la empresa', 'Meses trabajados']);
      labelsIn('Resumen financiero', ['Ingreso mensual', 'Gastos de vivienda', 'Gastos de alimentación', 'Gastos de educación', 'Gastos de transporte', 'Otros gastos']);
      const documents = sectionLines('Documentos');
      ascending(['Cédula de identidad', 'Fotografía tamaño carné', 'Acta de promoción', 'Planilla de servicios', 'Comprobante de', 'Respaldo económico'].map((label) => documents.findIndex((line) => line.startsWith(label))));
    });

    it('answers 404 for an unknown application and 422 for an id that is not one', async () => {
      const missing = await staff.get(`applications/pdf?id=${randomUUID()}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('No se encontró la aplicación');
      const bad = await staff.get('applications/pdf?id=abc');
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({ status: 'error', message: VALIDATION, errors: { id: ['El identificador no es válido'] } });
    });
  });

  describe('GET applications/diagnostic-exam/pdf', () => {
    it('sends the summary and every question with the selected and the correct option', async () => {
      const [exam] = (await reader.stream(`application-${submitted.id}`)).filter((e) => e.type === 'ExamCompleted');
      const res = await staff.download(`applications/diagnostic-exam/pdf?id=${submitted.id}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="diagnostico-aplicante-${submitted.id}.pdf"`);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain('Examen diagnóstico');
      expect(text).toContain(`${exam.data.correctAnswers} de ${exam.data.totalQuestions}`);
      expect(text).toContain(String(exam.data.levelAchieved));
      expect(text).toContain('Respuesta seleccionada');
      const verdicts = text.match(/\b(Correcta|Incorrecta)\b/g) ?? [];
      expect(verdicts).toHaveLength(Number(exam.data.totalQuestions));
      expect(verdicts.filter((v) => v === 'Correcta')).toHaveLength(Number(exam.data.correctAnswers));
    });

    it('answers 404 when the applicant has not taken the exam', async () => {
      const fresh = await newApplicant(system.url, reader);
      // Another account's registration: the staff read model shows it once projected (read-your-writes covers own writes only).
      const res = await eventually(async () => {
        const answer = await staff.get(`applications/diagnostic-exam/pdf?id=${fresh.id}`);
        return answer.body.message === 'No se encontró la aplicación' ? undefined : answer;
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('El postulante no ha completado el examen diagnóstico');
    });
  });

  describe('GET applications/excel', () => {
    it('streams one row per application of the status, named with its label and the day', async () => {
      const res = await staff.download('applications/excel?status=submitted');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toContain(`filename="postulaciones-enviadas-${today()}.xlsx"`);
      const [header, ...rows] = await readWorkbook(res.body as Buffer);
      expect(header).toEqual(expect.arrayContaining(['ID', 'Identificación', 'Nombres', 'Apellidos', 'Correo electrónico', 'Estado', 'Nota de grado', 'Respuestas correctas']));
      expect(rows).toHaveLength(1);
      const row = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
      expect(row).toMatchObject({
        ID: submitted.id,
        Identificación: identification,
        Nombres: 'Ana María',
        Apellidos: 'Pérez Loor',
        'Correo electrónico': submitted.email,
        Estado: 'Enviada',
        Género: 'Femenino',
        'Ciudad de residencia': 'Guayaquil',
        'Nota de grado': 9.2,
        'Ingreso mensual': 450,
      });
    });

    it('exports started applications under iniciadas', async () => {
      const res = await staff.download('applications/excel?status=started');
      expect(res.headers['content-disposition']).toContain(`postulaciones-iniciadas-${today()}.xlsx`);
      const [, ...rows] = await readWorkbook(res.body as Buffer);
      expect(rows.map((r) => r[0])).toEqual([started.id]);
    });

    it("exports every status at once under todas ('Todos')", async () => {
      const res = await staff.download('applications/excel?status=all');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain(`postulaciones-todas-${today()}.xlsx`);
      const [header, ...rows] = await readWorkbook(res.body as Buffer);
      const status = header.indexOf('Estado');
      expect(new Map(rows.map((r) => [r[0], r[status]]))).toEqual(new Map([[submitted.id, 'Enviada'], [started.id, 'Iniciada']]));
    });

    it('answers 404 with the spec message when no application has the status', async () => {
      const res = await staff.get('applications/excel?status=approved');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No hay datos disponibles para la descarga');
    });

    it.each(['', 'status=none', 'status=aprobadas'])('refuses an invalid status (%s) with 422', async (query) => {
      const res = await staff.get(`applications/excel?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.errors.status).toEqual([expect.stringMatching(/^El estado debe ser uno de: started, submitted/)]);
    });
  });

  describe('GET admin/documents/download', () => {
    it('streams the stored file under a name the server makes', async () => {
      const documents = (await submitted.get('application/documents')).body.documents as { id: string; document_type: string }[];
      const idCard = documents.find((d) => d.document_type === 'id_card')!;
      const res = await staff.download(`admin/documents/download?document_id=${idCard.id}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="id_card-${submitted.id}.pdf"; filename*=UTF-8''id_card-${submitted.id}.pdf`);
      expect((res.body as Buffer).equals(studentDocuments().id_card.data)).toBe(true);
    });

    it('answers 404 for an unknown document', async () => {
      const res = await staff.get(`admin/documents/download?document_id=${randomUUID()}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Documento no encontrado');
    });
  });

  it('lets only staff download', async () => {
    const applicant = await newApplicant(system.url, reader);
    expectOk(await takeExam(applicant));
    for (const path of [`applications/pdf?id=${applicant.id}`, `applications/diagnostic-exam/pdf?id=${applicant.id}`, 'applications/excel?status=started', `admin/documents/download?document_id=${randomUUID()}`]) {
      expect((await client(system).get(path)).status).toBe(401);
      expect((await client(system, applicant.token).get(path)).status).toBe(403);
    }
  });
});
