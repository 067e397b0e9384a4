import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../session/session.js';
import { CorrectionBanner } from './correction-banner.js';
import { drafts as draftStore } from './drafts.js';
import { showApiError } from './feedback.js';
import { LeaveDialog } from './leave-dialog.js';
import { loadForm, type Loaded } from './load-form.js';
import { Progress } from './progress.js';
import { StepView } from './step-view.js';
import { LAST_STEP, openingStep, parseStep, previousStep, reachableSteps, stepAfter } from './wizard.js';
import { WizardContext, type Wizard } from './wizard-context.js';
import './form.css';

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
        const target = to ?? stepAfter(step, loaded.corrections);
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
          <CorrectionBanner notes={loaded.correctionNotes} deadline={loaded.correctionDeadline} onLastStep={wizard.step === LAST_STEP ? null : () => open(`/formulario/${LAST_STEP}`)} />
        )}
        <Progress current={wizard.step} completed={loaded.completed} reachable={reachable} onOpen={(n) => open(`/formulario/${n}`)} />
        <StepView step={wizard.step} resultsNotice={loaded.resultsNotice} />
        <LeaveDialog
          open={leaveTo !== null}
          onStay={() => setLeaveTo(null)}
          onLeave={() => {
            const to = leaveTo!;
            setLeaveTo(null);
            dirty.current = false;
            navigate(to);
          }}
        />
      </main>
    </WizardContext.Provider>
  );
}
