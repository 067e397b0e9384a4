import type { Content, DocumentDefinition } from 'pdfmake';
import type { PrivacyNotice, Terms } from '@postula/validation';

const longDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('es-EC', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const heading = (text: string): Content => ({ text, style: 'section' });
/** A titled part of the consent, never split from its title across pages. */
const part = (title: string, body: Content): Content => ({ stack: [{ text: title, bold: true, margin: [0, 4, 0, 2] }, body], unbreakable: true });
const list = (items: string[]): Content => ({ ul: items, margin: [0, 0, 0, 6] });

/**
 * The PDF step 9 links ('términos y condiciones y el consentimiento de uso de datos personales'): the programme file's
 * conditions, then a consent built from the privacy notice itself (its controller, purposes, recipients, rights, how to
 * exercise them and the officer), so the two documents cannot say different things. `npm run terms:pdf` writes it.
 */
export function termsDocument(programme: { name: string; terms: Terms; privacyNotice: PrivacyNotice }): DocumentDefinition {
  const { terms, privacyNotice: notice } = programme;
  const { controller, dpo } = notice;
  return {
    info: { title: `Términos y condiciones ${programme.name}`, creationDate: new Date(`${terms.date}T12:00:00Z`) },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2 },
    content: [
      { text: 'Términos y condiciones y consentimiento de uso de datos personales', style: 'title' },
      { text: `${programme.name} · Versión ${terms.version}, vigente desde el ${longDate(terms.date)}`, style: 'subtitle' },
      heading('Términos y condiciones'),
      { ol: terms.conditions, margin: [0, 0, 0, 6] },
      heading('Consentimiento de uso de datos personales'),
      {
        text: `Al aceptar estos términos autorizo a ${controller.name}${controller.ruc ? ` (RUC ${controller.ruc})` : ''}, responsable del tratamiento, a tratar mis datos personales y los de mi hogar que entrego en esta postulación como lo describe su aviso de privacidad (versión ${notice.version}, vigente desde el ${longDate(notice.date)}, en la página «Aviso de privacidad» del portal), que se resume a continuación.`,
        margin: [0, 0, 0, 4],
      },
      part('Para qué usamos tus datos', list(notice.purposes)),
      part('Quién los recibe', list(notice.recipients)),
      part('Tus derechos', list(notice.rights.map((r) => `${r.name}: ${r.description}`))),
      part('Cómo ejercerlos', list(notice.howToExercise)),
      part('Delegado de protección de datos', { text: `${dpo.name}: ${dpo.email}${dpo.phone ? ` · ${dpo.phone}` : ''}. Responsable: ${controller.address} · ${controller.email}.` }),
    ],
  };
}
