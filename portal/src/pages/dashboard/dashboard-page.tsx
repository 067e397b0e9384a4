import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatClosingTime } from '@postula/catalogs';
import { whatIsMissing } from '@postula/domain';
import { toast } from 'react-toastify';
import { accountApi, type TimelineEntry } from '../../api/account.js';
import { awardApi, type Award } from '../../api/award.js';
import { applicationApi, type ApplicationStatus, type Corrections } from '../../api/application.js';
import { useProgramme } from '../../components/use-programme.js';
import { session, useSession } from '../../session/session.js';
import { useLogout } from '../../session/use-logout.js';
import { readCompletion, type Completion } from '../../form/completion.js';
import { drafts } from '../../form/drafts.js';
import { ApplicantHeader } from './applicant-header.js';
import { AwardSection } from './award/award-section.js';
import { ApplicationSteps, type ExamOutcome } from './application-steps.js';
import { ChangePasswordModal } from './change-password-modal.js';
import { MissingList } from './missing-list.js';
import { ProfileModal } from './profile-modal.js';
import { hasResultModal, ResultModal } from './result-modal.js';
import { resultSeen } from './result-seen.js';
import { StatusHistory } from './status-history.js';

/** A decision the applicant reads (the results are out): no date to wait for is shown (docs/decisions.md "Results are published on the results day"). */
const DECIDED = ['approved', 'approved_out', 'rejected', 'award_expired', 'award_declined'];
/** Before sending, the closing time is what the applicant works against. */
const NOT_SENT = ['none', 'started'];
/** The statuses with a scholarship to tell about: an offer, its answer, the waiting list. */
const WITH_AWARD = ['approved', 'approved_out', 'award_expired', 'award_declined'];

const NEXT_STEPS: Record<string, string> = {
  none: 'Rinde la evaluación diagnóstica y luego completa los nueve pasos del formulario con tus documentos.',
  started: 'Completa los pasos que faltan del formulario y envía tu postulación antes del cierre.',
  submitted: 'Tu postulación fue enviada. Un revisor la evaluará; te avisaremos por correo electrónico.',
  under_review: 'Tu postulación está siendo revisada. Te avisaremos por correo electrónico.',
  correction_review: 'Corrige los campos marcados por el revisor y vuelve a enviar tu postulación desde el último paso.',
  correction_applicant: 'Tus correcciones ya fueron enviadas y están siendo revisadas.',
  approved: 'Acepta tu beca antes del plazo y presenta los documentos legales para formalizarla.',
  approved_out: 'Estás en la lista de espera. Si se libera una plaza, te avisaremos por correo electrónico.',
  award_expired: 'Gracias por postular. Te invitamos a participar en la próxima convocatoria.',
  award_declined: 'Gracias por postular. Te invitamos a participar en la próxima convocatoria.',
  rejected: 'Gracias por postular. Te invitamos a participar en la próxima convocatoria.',
};

const AFTER_ACCEPTING = 'Descarga la carta de compromiso, fírmala y sube los documentos para formalizar tu beca.';
const REFUSED_DOCUMENT = 'Uno de tus documentos no es válido: lee la nota de la oficina y súbelo de nuevo.';
const WAITING_VERIFICATION = 'Entregaste todos tus documentos: la oficina los está verificando. Te avisaremos por correo si alguno debe corregirse.';
const FORMALISED = 'Tus documentos están verificados: tu beca está formalizada. Te escribiremos con el inicio de clases.';

/** 'Próximos pasos' once the scholarship is accepted: what the documents still need. */
function afterAccepting(documents: Award['documents']): string {
  if (documents.some((d) => d.note)) return REFUSED_DOCUMENT;
  if (documents.length && documents.every((d) => d.verified)) return FORMALISED;
  if (documents.length && documents.every((d) => d.uploaded)) return WAITING_VERIFICATION;
  return AFTER_ACCEPTING;
}

export function DashboardPage() {
  const user = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const programme = useProgramme();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [examDone, setExamDone] = useState<boolean | null>(null);
  const [exam, setExam] = useState<ExamOutcome | null>(null);
  const [corrections, setCorrections] = useState<Corrections | null>(null);
  const [timeline, setTimeline] = useState<TimelineEntry[]>([]);
  // undefined until read: the result modal waits for it, so an open offer never flashes the plain approval first.
  const [award, setAward] = useState<Award | null | undefined>(undefined);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [resultsPublished, setResultsPublished] = useState<boolean | null>(null);
  const [showResult, setShowResult] = useState(true);
  // The sections under the greeting show once the first reads have answered, all at once: appearing one by one, each
  // pushed the ones below it down the phone's screen (layout shift).
  const [read, setRead] = useState(false);
  const [showProfile, setShowProfile] = useState(false);
  const [mustChangePassword, setMustChangePassword] = useState(() => !!user?.first_login || params.get('firstLogin') === 'true');

  const refresh = useCallback(async () => {
    // Spec: failures of the status and exam-status reads are only logged.
    const [s, e, t, r] = await Promise.allSettled([applicationApi.status(), accountApi.examStatus(), accountApi.timeline(), awardApi.resultsStatus()]);
    if (t.status === 'fulfilled') setTimeline(t.value.timeline);
    if (r.status === 'fulfilled') setResultsPublished(r.value.published_at !== null);
    if (s.status === 'fulfilled') setStatus(s.value);
    else console.error(s.reason);
    if (e.status === 'fulfilled') {
      setExamDone(e.value.has_completed_exam);
      setExam({ meetsMinimum: e.value.meets_minimum, meaning: e.value.meaning });
    }
    else console.error(e.reason);
    if (s.status !== 'fulfilled') return;
    setAward(WITH_AWARD.includes(s.value.status) ? await awardApi.award().catch(() => null) : null);
    if (s.value.status === 'correction_review') setCorrections(await applicationApi.corrections().catch(() => null));
    // Nothing is saved before the first step: no need to ask the eight step endpoints.
    if (s.value.status === 'none') setCompletion({ completed: new Set(), missingDocuments: null });
    if (s.value.status === 'started') setCompletion(await readCompletion().catch(() => null));
  }, []);
  useEffect(() => void refresh().finally(() => setRead(true)), [refresh]);

  const logout = useLogout();

  if (!user) return null;
  const current = status?.status ?? 'none';
  // Below the exam's minimum the application does not continue: no form to fill for nothing.
  const belowMinimum = exam?.meetsMinimum === false && (current === 'none' || current === 'started');
  const formOpen = examDone === true && !belowMinimum && ['none', 'started', 'correction_review'].includes(current);
  const draftStore = drafts(window.localStorage, user.id);
  const seen = resultSeen(window.localStorage, user.id);
  // Shown once everything it depends on is read, so it never flashes a longer list first.
  const known = status && examDone !== null && programme && (current === 'correction_review' ? corrections : current !== 'started' || completion);
  const missing = known && !belowMinimum
    ? whatIsMissing({ status: current, applicationsOpen: programme.applications_open, examDone, completion, corrections: corrections?.corrections ?? null, hasDraft: (section) => draftStore.load(section) !== null })
    : [];
  const steps = <ApplicationSteps examDone={examDone} exam={exam} examNotice={programme?.exam_minimum_notice ?? null} formOpen={formOpen} status={current} corrections={corrections} />;
  // While there is something to do (the exam, the form), it comes first: on a phone, in the first screen. Once
  // decided or sent, the status leads.
  const actionFirst = examDone !== true || formOpen || belowMinimum;
  return (
    <>
      <ApplicantHeader user={user} onProfile={() => setShowProfile(true)} onLogout={logout} />
      <main id="contenido" className="dashboard">
        <section className="welcome">
          <h1>¡Hola, {user.first_name}!</h1>
          <p>Desde aquí sigues tu postulación a las becas de inglés.</p>
          {NOT_SENT.includes(current) && <p className="closing-time">{programme ? `Cierre: ${formatClosingTime(programme.deadline, programme.timezone)}` : '\u00a0'}</p>}
        </section>
        {read && actionFirst && steps}
        {award?.status && <AwardSection award={award} offerOnLoad={!mustChangePassword} onChanged={refresh} />}
        <div className="dashboard-grid" hidden={!read}>
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
            <p>{belowMinimum ? exam?.meaning : award?.status === 'accepted' ? afterAccepting(award.documents) : NEXT_STEPS[current]}</p>
          </section>
          <section className="panel" aria-labelledby="info">
            <h2 id="info">Información importante</h2>
            <p>Una vez enviada, tu postulación no puede modificarse.</p>
            {programme && resultsPublished === false && !DECIDED.includes(current) && (
              <p>Los resultados estarán disponibles a partir del {new Date(`${programme.resultsFrom}T12:00:00Z`).toLocaleDateString('es-EC', { day: 'numeric', month: 'long' })}, en este sitio o por correo electrónico.</p>
            )}
            {resultsPublished && !DECIDED.includes(current) && <p>Los resultados ya se publicaron: conocerás el tuyo en este sitio y por correo electrónico en cuanto se decida tu postulación.</p>}
          </section>
        </div>
        {read && !actionFirst && steps}
        {missing.length > 0 && <MissingList items={missing} />}
        {timeline.length > 0 && <StatusHistory timeline={timeline} />}
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
      {!mustChangePassword && showResult && status && award !== undefined && award?.status !== 'offered' && hasResultModal(status.status) && seen.isPending(status.status) && (
        <ResultModal
          status={status.status}
          onClose={() => {
            seen.markSeen(status.status);
            setShowResult(false);
          }}
        />
      )}
    </>
  );
}
