import { EMAIL_STAGES } from '@postula/domain';
import { loadProgramme } from '@postula/platform';
import { EmailRenderer } from './email-renderer.js';
import { EMAIL_SAMPLES } from './email-samples.js';

const renderer = new EmailRenderer({ programme: loadProgramme(new Date().toISOString()), portalUrl: 'https://becas.example.ec' });
const render = (stage: (typeof EMAIL_STAGES)[number], extra: Record<string, unknown> = {}) => renderer.render(stage, { ...EMAIL_SAMPLES[stage], ...extra });

describe('EmailRenderer', () => {
  it.each(EMAIL_STAGES)('renders %s in Spanish, HTML and text, with the programme contacts', (stage) => {
    const { subject, html, text } = render(stage);
    expect(subject).not.toBe('');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Becas de Inglés Guayaquil');
    expect(html).toContain('becas@example.com');
    expect(text).toContain('Hola, María José:');
    expect(text).toContain('0999999999');
    expect(text).not.toContain('Asunto:');
  });

  it('adds the tracking image only with a tracking id', () => {
    expect(render('welcome').html).not.toContain('/email/open/');
    expect(renderer.render('welcome', EMAIL_SAMPLES.welcome, 'abc').html).toContain('<img src="https://becas.example.ec/backend/api/email/open/abc.gif" width="1" height="1"');
  });

  it('tells the submitted applicant when results come out: 20 days after the deadline, never a day already past', () => {
    const withDeadline = (deadline: string) => new EmailRenderer({ programme: loadProgramme(deadline), portalUrl: 'https://becas.example.ec' }).render('application_submitted', EMAIL_SAMPLES.application_submitted);
    const { subject, text } = withDeadline('2099-02-16T23:59:00-05:00');
    expect(subject).toBe('Recibimos tu postulación a Becas de Inglés Guayaquil');
    expect(text).toContain('el 14 de febrero de 2025 a las 16:05');
    expect(text).toContain('Publicaremos los resultados a partir del 8 de marzo de 2099; te avisaremos por este medio');
    const late = withDeadline('2025-02-16T23:59:00-05:00');
    expect(late.text).not.toContain('a partir del');
    expect(late.text).toContain('Te avisaremos por este medio y podrás consultarlos en el portal');
    expect(late.html).not.toContain('a partir del');
  });

  it('lists the notes, the fields to correct in Spanish and the deadline', () => {
    const { subject, text, html } = render('correction_requested');
    expect(subject).toBe('Corrige tu postulación a Becas de Inglés Guayaquil');
    expect(text).toContain('La fecha de nacimiento no coincide con la cédula');
    expect(text).toContain('- Datos personales: Fecha de nacimiento\n- Documentos\n- Resumen financiero: Gastos de vivienda\n');
    expect(html).toContain('<li>Datos personales: Fecha de nacimiento</li>');
    expect(text).toContain('Tienes plazo hasta el 14 de marzo de 2025 a las 23:59 (hora de Ecuador)');
    expect(render('correction_requested', { deadline: null }).text).toContain('Realiza las correcciones lo antes posible.');
  });

  it('gives each decision its own text', () => {
    const approved = render('decision', { decision: 'approved' });
    const out = render('decision', { decision: 'approved_out' });
    const rejected = render('decision', { decision: 'rejected' });
    expect(approved.subject).toBe('¡Felicitaciones! Tu beca de Becas de Inglés Guayaquil fue aprobada');
    expect(approved.text).toContain('fue aprobada: obtuviste una de las becas');
    expect(out.subject).toBe('Resultado de tu postulación a Becas de Inglés Guayaquil');
    expect(out.text).toContain('quedaste en la lista de espera');
    expect(rejected.subject).toBe('Resultado de tu postulación a Becas de Inglés Guayaquil');
    expect(rejected.text).toContain('no fue aprobada en esta convocatoria');
    expect(new Set([approved.text, out.text, rejected.text]).size).toBe(3);
  });

  it('escapes variables in HTML', () => {
    expect(render('correction_requested', { notes: '<script>alert(1)</script>' }).html).toContain('&lt;script&gt;');
  });
});
