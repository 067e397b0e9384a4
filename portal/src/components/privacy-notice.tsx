import * as Dialog from '@radix-ui/react-dialog';
import type { PrivacyNotice } from '@postula/contract';

/** The privacy notice of the programme file, as the registration dialog and `/privacidad` show it. */
export function PrivacyNoticeText({ notice, headingLevel = 2 }: { notice: PrivacyNotice; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const day = new Date(`${notice.date}T12:00:00Z`).toLocaleDateString('es-EC', { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="privacy-notice">
      <p className="privacy-version">
        Versión {notice.version}, vigente desde el {day}.
      </p>
      <H>Responsable del tratamiento</H>
      <p>
        {notice.controller.name}
        {notice.controller.ruc && <> (RUC {notice.controller.ruc})</>}, {notice.controller.address}. <a href={`mailto:${notice.controller.email}`}>{notice.controller.email}</a>
      </p>
      <H>Para qué usamos tus datos</H>
      <List items={notice.purposes} />
      <H>Base legal</H>
      <List items={notice.legalBasis} />
      <H>Qué datos tratamos</H>
      <ul>
        {notice.categories.map((c) => (
          <li key={c.title}>
            <strong>{c.title}:</strong> {c.items.join(', ')}.
          </li>
        ))}
      </ul>
      <H>Cuánto tiempo los conservamos</H>
      <ul>
        {notice.retention.map((r) => (
          <li key={r.status}>
            <strong>{r.status}:</strong> {r.period}.
          </li>
        ))}
      </ul>
      <H>Quién los recibe</H>
      <List items={notice.recipients} />
      <H>Tus derechos</H>
      <ul>
        {notice.rights.map((r) => (
          <li key={r.name}>
            <strong>{r.name}:</strong> {r.description}
          </li>
        ))}
      </ul>
      <H>Cómo ejercerlos</H>
      <List items={notice.howToExercise} />
      <H>Delegado de protección de datos</H>
      <p>
        {notice.dpo.name}: <a href={`mailto:${notice.dpo.email}`}>{notice.dpo.email}</a>
        {notice.dpo.phone && (
          <>
            {' · '}
            <a href={`tel:${notice.dpo.phone}`}>{notice.dpo.phone}</a>
          </>
        )}
      </p>
    </div>
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** The notice in a dialog (Radix: focus kept inside, Escape closes), opened from the registration form. */
export function PrivacyNoticeDialog({ notice, open, onOpenChange }: { notice: PrivacyNotice; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal-content">
          <Dialog.Title className="modal-title">Aviso de privacidad</Dialog.Title>
          <Dialog.Description asChild>
            <div>
              <PrivacyNoticeText notice={notice} headingLevel={3} />
            </div>
          </Dialog.Description>
          <div className="modal-actions">
            <Dialog.Close className="button-primary">Cerrar</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
