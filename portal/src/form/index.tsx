import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { CorrectionsBySection } from '@postula/domain';
import { PROGRAMME_TIME_ZONE, SUBMISSION_CITY } from '@postula/validation';
import { api } from '../api/client.js';
import { useSession } from '../session/session.js';
import { applicationApi, type Corrections } from '../api/application.js';
import { CorrectionDeadline } from './correction-deadline.js';
import { readCompletion } from './completion.js';
import { drafts as draftStore } from './drafts.js';
import { showApiError } from './feedback.js';
import { Modal } from './modal.js';
import { Progress } from './progress.js';
import { AcademicStep } from './steps/academic-step.js';
import { AddressStep } from './steps/address-step.js';
import { DocumentsStep } from './steps/documents-step.js';
import { EconomicStep } from './steps/economic-step.js';
import { FinalizeStep } from './steps/finalize-step.js';
import { FinancialStep } from './steps/financial-step.js';
import { HouseholdStep } from './steps/household-step.js';
import { PersonalStep } from './steps/personal-step.js';
import { ReferencesStep } from './steps/references-step.js';
import { formAccess, LAST_STEP, nextStep, openingStep, parseStep, previousStep, reachableSteps, type FormAccess } from './wizard.js';
import { WizardContext, type Wizard } from './wizard-context.js';
import './form.css';

interface Loaded {
  access: FormAccess;
  corrections: CorrectionsBySection | null;
  correctionNotes: string | null;
  firstCorrectionStep: number | null;
  correctionDeadline: Pick<Corrections, 'correction_deadline' | 'correction_deadline_passed'> | null;
  completed: Set<number>;
  deadline: string;
  timeZone: string;
  submissionCity: string;
  resultsNotice: string;
}

export const LEAVE_TITLE = 'Tienes cambios sin guardar';
const LEAVE_TEXT = 'Si sales de este paso, lo que escribiste queda solo como borrador en este dispositivo hasta que lo guardes.';

const formatDay = (day: string, timeZone: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('es-EC', { day: 'numeric', month: 'long', timeZone });

async function loadForm(): Promise<Loaded> {
  const [programme, status] = await Promise.all([api.programme(), applicationApi.status()]);
  const facts = programme as typeof programme & { timezone?: string; eligibleCity?: string; resultsFrom?: string };
  const access = formAccess(status.status, programme.applications_open);
  const corrections = access.mode === 'corrections' ? await applicationApi.corrections() : null;
  const timeZone = facts.timezone ?? PROGRAMME_TIME_ZONE;
  return {
    access,
    corrections: corrections?.corrections ?? null,
    correctionNotes: corrections?.correction_notes ?? null,
    firstCorrectionStep: corrections?.first_step ?? null,
    correctionDeadline: corrections,
    completed: access.mode === 'closed' ? new Set() : (await readCompletion()).completed,
    deadline: programme.deadline,
    timeZone,
    submissionCity: facts.eligibleCity ?? SUBMISSION_CITY,
    resultsNotice: facts.resultsFrom
      ? `Los resultados estarán disponibles a partir del ${formatDay(facts.resultsFrom, timeZone)}, en esta página o por correo electrónico.`
      : 'Te avisaremos de los resultados en esta página y por correo electrónico.',
  };
}

/** `/formulario/*`: the nine-step application form; `/formulario/N` opens step N. */
export default function ApplicationForm() {
  return (
    <Routes>
      <Route path=":step?" element={<FormWizard />} />
    </Routes>
  );
}

function FormWizard() {
  const navigate = useNavigate();
  const params = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    loadForm()
      .then(setLoaded)
      .catch((error: unknown) => {
        setFailed(true);
        showApiError(error, 'Ocurrió un error inesperado');
      });
  }, []);

  const requested = parseStep(params.step);
  const step = loaded ? (requested ?? openingStep(loaded.access, loaded.completed, loaded.firstCorrectionStep)) : null;

  // A typed step that was never saved also asks before the tab closes or reloads.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // The new step's title takes the focus, so a screen reader announces it and the keyboard starts there.
  useEffect(() => {
    if (step) document.getElementById('step-title')?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const open = useCallback(
    (to: string) => {
      if (dirty.current) setLeaveTo(to);
      else navigate(to);
    },
    [navigate],
  );

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  // The route guard lets only a signed-in applicant here.
  const user = useSession()!;
  const owner = user.id;
  const wizard: Wizard | null = useMemo(() => {
    if (!loaded || !step) return null;
    return {
      step,
      access: loaded.access,
      corrections: loaded.corrections,
      drafts: draftStore(window.localStorage, owner),
      rules: { deadline: loaded.deadline, now: new Date().toISOString(), timeZone: loaded.timeZone, submissionCity: loaded.submissionCity },
      setDirty,
      advance(to) {
        dirty.current = false;
        setLoaded((l) => l && { ...l, completed: new Set([...l.completed, step]) });
        const target = to ?? nextStep(step);
        if (target) navigate(`/formulario/${target}`);
      },
      goBack() {
        const back = previousStep(step);
        if (back) open(`/formulario/${back}`);
      },
      open: (to) => open(`/formulario/${to}`),
      goTo(to) {
        dirty.current = false;
        navigate(`/formulario/${to}`, { replace: true });
      },
    };
  }, [loaded, step, owner, setDirty, navigate, open]);

  if (failed)
    return (
      <main className="form-page">
        <p className="form-notice">No se pudo cargar el formulario.</p>
        <Link to="/dashboard">Volver al Inicio</Link>
      </main>
    );
  if (!loaded || !wizard) return <p className="step-loading" role="status">Cargando formulario...</p>;

  if (loaded.access.mode === 'closed')
    return (
      <main className="form-page">
        <div className="form-notice" role="status">
          {loaded.access.message}
        </div>
        <Link className="button-primary" to="/dashboard">
          Volver al Inicio
        </Link>
      </main>
    );

  const reachable = reachableSteps(loaded.access, loaded.completed);
  if (!reachable.has(wizard.step)) {
    // An address ahead of the first step not saved: open that one instead.
    return <Navigate to={`/formulario/${openingStep(loaded.access, loaded.completed, null)}`} replace />;
  }

  return (
    <WizardContext.Provider value={wizard}>
      <main className="form-page">
        <div className="form-top">
          <div>
            <h1 className="form-heading">Formulario de postulación</h1>
            <p className="form-hint">
              {user.full_name}
              {user.identification && <> · C.I. {user.identification}</>}
              {user.email && <> · {user.email}</>}
            </p>
          </div>
          <button type="button" className="button-secondary" onClick={() => open('/dashboard')}>
            Volver al Inicio
          </button>
        </div>
        {loaded.access.mode === 'corrections' && (
          <div className="form-notice correction-banner" role="note">
            <strong>Correcciones solicitadas.</strong> Solo puedes modificar los campos marcados con *. {loaded.correctionNotes}
            {loaded.correctionDeadline && <CorrectionDeadline corrections={loaded.correctionDeadline} />}
            <p>Al terminar, avanza al paso 9 y vuelve a enviar tu postulación.</p>
            {wizard.step !== LAST_STEP && (
              <button type="button" className="link-button" onClick={() => open(`/formulario/${LAST_STEP}`)}>
                Ir al paso 9: Finalizar postulación
              </button>
            )}
          </div>
        )}
        <Progress current={wizard.step} completed={loaded.completed} reachable={reachable} onOpen={(n) => open(`/formulario/${n}`)} />
        <StepView step={wizard.step} resultsNotice={loaded.resultsNotice} />
        <Modal open={leaveTo !== null} onOpenChange={(o) => !o && setLeaveTo(null)} title={LEAVE_TITLE} description={LEAVE_TEXT}>
          <button type="button" className="button-secondary" onClick={() => setLeaveTo(null)}>
            Seguir editando
          </button>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              const to = leaveTo!;
              setLeaveTo(null);
              dirty.current = false;
              navigate(to);
            }}
          >
            Salir sin guardar
          </button>
        </Modal>
      </main>
    </WizardContext.Provider>
  );
}

/** One component per step; the key makes each opening load its step afresh. */
function StepView({ step, resultsNotice }: { step: number; resultsNotice: string }) {
  switch (step) {
    case 1:
      return <PersonalStep key={1} />;
    case 2:
      return <AddressStep key={2} />;
    case 3:
      return <AcademicStep key={3} />;
    case 4:
      return <ReferencesStep key={4} />;
    case 5:
      return <HouseholdStep key={5} />;
    case 6:
      return <EconomicStep key={6} />;
    case 7:
      return <DocumentsStep key={7} />;
    case 8:
      return <FinancialStep key={8} />;
    default:
      return <FinalizeStep key={9} resultsNotice={resultsNotice} />;
  }
}
