import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EXAM_MINIMUM_NOTICE } from '@postula/domain';
import { accountApi, type TimelineEntry } from '../../api/account.js';
import { applicationApi, type ApplicationStatus, type Corrections } from '../../api/application.js';
import { useProgramme } from '../../components/use-programme.js';
import { Modal } from '../../form/modal.js';
import { session, useSession, type SessionUser } from '../../session/session.js';
import { ThemeToggle } from '../../components/theme-toggle.js';
import { ChangePasswordModal } from './change-password-modal.js';
import { hasResultModal, ResultModal } from './result-modal.js';
import { readCompletion, type Completion } from '../../form/completion.js';
import { drafts } from '../../form/drafts.js';
import { CorrectionDeadline } from '../../form/correction-deadline.js';
import { whatIsMissing, type MissingItem } from './whats-missing.js';

const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Guayaquil' });

/** The form button's label per status (applicant-side.md section 2). */
function formButtonLabel(status: string): string {
  if (status === 'none') return 'Iniciar Formulario';
  if (status === 'started') return 'Continuar Postulación';
  if (status === 'correction_review') return 'Realizar Correcciones';
  return 'Formulario no disponible';
}

/** Results are published as they are decided (docs/decisions.md): once decided, no date to wait for is shown. */
const DECIDED = ['approved', 'approved_out', 'rejected'];

const NEXT_STEPS: Record<string, string> = {
  none: 'Rinde la evaluación diagnóstica y luego completa los nueve pasos del formulario con tus documentos.',
  started: 'Completa los pasos que faltan del formulario y envía tu postulación antes del cierre.',
  submitted: 'Tu postulación fue enviada. Un revisor la evaluará; te avisaremos por correo electrónico.',
  under_review: 'Tu postulación está siendo revisada. Te avisaremos por correo electrónico.',
  correction_review: 'Corrige los campos marcados por el revisor y vuelve a enviar tu postulación desde el último paso.',
  correction_applicant: 'Tus correcciones ya fueron enviadas y están siendo revisadas.',
  approved: 'Presenta los documentos legales para formalizar tu beca.',
  approved_out: 'Gracias por postular. Te invitamos a participar en la próxima convocatoria.',
  rejected: 'Gracias por postular. Te invitamos a participar en la próxima convocatoria.',
};

export function DashboardPage() {
  const user = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const programme = useProgramme();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [examDone, setExamDone] = useState<boolean | null>(null);
  const [corrections, setCorrections] = useState<Corrections | null>(null);
  const [timeline, setTimeline] = useState<TimelineEntry[]>([]);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [showResult, setShowResult] = useState(true);
  const [showProfile, setShowProfile] = useState(false);
  const [mustChangePassword, setMustChangePassword] = useState(() => !!user?.first_login || params.get('firstLogin') === 'true');

  const refresh = useCallback(async () => {
    // Spec: failures of the status and exam-status reads are only logged.
    const [s, e, t] = await Promise.allSettled([applicationApi.status(), accountApi.examStatus(), accountApi.timeline()]);
    if (t.status === 'fulfilled') setTimeline(t.value.timeline);
    if (s.status === 'fulfilled') setStatus(s.value);
    else console.error(s.reason);
    if (e.status === 'fulfilled') setExamDone(e.value.has_completed_exam);
    else console.error(e.reason);
    if (s.status !== 'fulfilled') return;
    if (s.value.status === 'correction_review') setCorrections(await applicationApi.corrections().catch(() => null));
    // Nothing is saved before the first step: no need to ask the eight step endpoints.
    if (s.value.status === 'none') setCompletion({ completed: new Set(), missingDocuments: null });
    if (s.value.status === 'started') setCompletion(await readCompletion().catch(() => null));
  }, []);
  useEffect(() => void refresh(), [refresh]);

  async function logout() {
    await accountApi.logout().catch((error: unknown) => console.error(error));
    session.end();
    navigate('/login');
  }

  if (!user) return null;
  const current = status?.status ?? 'none';
  const formOpen = examDone === true && ['none', 'started', 'correction_review'].includes(current);
  const draftStore = drafts(window.localStorage, user.id);
  // Shown once everything it depends on is read, so it never flashes a longer list first.
  const known = status && examDone !== null && programme && (current === 'correction_review' ? corrections : current !== 'started' || completion);
  const missing = known
    ? whatIsMissing({ status: current, applicationsOpen: programme.applications_open, examDone, completion, corrections: corrections?.corrections ?? null, hasDraft: (section) => draftStore.load(section) !== null })
    : [];
  const steps = (
    <ol className="steps">
      <li className="panel">
        <h2>Paso 1: Evaluación diagnóstica</h2>
        {examDone ? <p className="done">Evaluación completada</p> : <p>{EXAM_MINIMUM_NOTICE}</p>}
        {examDone === false && (
          <Link to="/evaluacion" className="button-primary">
            Realizar Evaluación
          </Link>
        )}
      </li>
      <li className="panel">
        <h2>Paso 2: Formulario de postulación</h2>
        {examDone === false && <p>Complete la evaluación primero</p>}
        {corrections?.has_corrections && <CorrectionDeadline corrections={corrections} />}
        {formOpen ? (
          <Link to="/formulario" className="button-primary">
            {formButtonLabel(current)}
          </Link>
        ) : (
          <button type="button" className="button-primary" disabled>
            {examDone === false ? 'Complete la evaluación primero' : formButtonLabel(current)}
          </button>
        )}
      </li>
    </ol>
  );
  // While there is something to do (the exam, the form), it comes first: on a phone, in the first screen. Once
  // decided or sent, the status leads.
  const actionFirst = examDone !== true || formOpen;
  return (
    <>
      <ApplicantHeader user={user} onProfile={() => setShowProfile(true)} onLogout={logout} />
      <main id="contenido" className="dashboard">
        <section className="welcome">
          <h1>¡Hola, {user.first_name}!</h1>
          <p>Desde aquí sigues tu postulación a las becas de inglés.</p>
        </section>
        {actionFirst && steps}
        <div className="dashboard-grid">
          <section className="panel" aria-labelledby="estado">
            <div className="panel-title">
              <h2 id="estado">Estado de tu postulación</h2>
              <button type="button" className="button-secondary" onClick={() => void refresh().then(() => toast.info('Estado actualizado'))}>
                Actualizar
              </button>
            </div>
            <p className="status-label" data-status={current}>
              {status?.status_es ?? 'Sin iniciar'}
            </p>
            {current === 'none' && <p>Aún no has iniciado tu postulación</p>}
            {corrections?.has_corrections && (
              <div className="notice correction">
                <strong>Correcciones solicitadas</strong>
                <p>{corrections.correction_notes}</p>
              </div>
            )}
          </section>
          <section className="panel" aria-labelledby="pasos">
            <h2 id="pasos">Próximos Pasos</h2>
            <p>{NEXT_STEPS[current]}</p>
          </section>
          <section className="panel" aria-labelledby="info">
            <h2 id="info">Información importante</h2>
            <p>Una vez enviada, tu postulación no puede modificarse.</p>
            {programme && !DECIDED.includes(current) && <p>Los resultados estarán disponibles a partir del {new Date(`${programme.resultsFrom}T12:00:00Z`).toLocaleDateString('es-EC', { day: 'numeric', month: 'long' })}, en este sitio o por correo electrónico.</p>}
          </section>
        </div>
        {!actionFirst && steps}
        {missing.length > 0 && <MissingList items={missing} />}
        {timeline.length > 0 && (
          <section className="panel story" aria-labelledby="historia">
            <h2 id="historia">Historia de tu postulación</h2>
            <ol className="timeline">
              {timeline.map((entry) => (
                <li key={`${entry.status}-${entry.changed_at}`}>
                  <strong>{entry.status_es}</strong>
                  <span>{dateTime.format(new Date(entry.changed_at))}</span>
                  {entry.notes && <p className="story-notes">{entry.notes}</p>}
                </li>
              ))}
            </ol>
          </section>
        )}
      </main>
      <ProfileModal user={user} open={showProfile} onClose={() => setShowProfile(false)} />
      <ChangePasswordModal
        open={mustChangePassword}
        onDone={(changed) => {
          setMustChangePassword(false);
          if (changed) session.update({ first_login: false });
          navigate('/dashboard', { replace: true });
        }}
      />
      {!mustChangePassword && showResult && status && hasResultModal(status.status) && <ResultModal status={status.status} onClose={() => setShowResult(false)} />}
    </>
  );
}

/** What still stands between the applicant and submission, each with a link to where it is done. */
function MissingList({ items }: { items: MissingItem[] }) {
  return (
    <section className="panel missing" aria-labelledby="falta">
      <h2 id="falta">Lo que falta para enviar tu postulación</h2>
      <ul className="missing-list">
        {items.map((item) => (
          <li key={item.text}>
            {item.to ? <Link to={item.to}>{item.text}</Link> : <span>{item.text}</span>}
            {item.note && <small>{item.note}</small>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ApplicantHeader({ user, onProfile, onLogout }: { user: SessionUser; onProfile: () => void; onLogout: () => void }) {
  return (
    <header className="navbar applicant-header">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <Link to="/dashboard" className="brand">
        BECAS
      </Link>
      <div className="header-actions">
        <ThemeToggle />
        <button type="button" className="button-secondary" onClick={onProfile}>
          Mis Datos
        </button>
        <button type="button" className="button-secondary" onClick={onLogout}>
          Cerrar Sesión
        </button>
      </div>
    </header>
  );
}

function ProfileModal({ user, open, onClose }: { user: SessionUser; open: boolean; onClose: () => void }) {
  const rows = [
    ['Nombres', [user.first_name, user.middle_name].filter(Boolean).join(' ')],
    ['Apellidos', [user.last_name, user.second_last_name].filter(Boolean).join(' ')],
    ['Correo electrónico', user.email],
    ['Número de identificación', user.identification],
  ];
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Mis Datos"
      description={rows.map(([label, value]) => (
        <span key={label} className="profile-row">
          <strong>{label}:</strong> {value}
        </span>
      ))}
    >
      <button type="button" className="button-secondary" onClick={onClose}>
        Cerrar
      </button>
      <button type="button" className="button-primary" onClick={() => toast.info('Para corregir tus datos escribe a la oficina del programa.')}>
        Editar mis datos
      </button>
    </Modal>
  );
}
