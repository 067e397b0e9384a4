import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { examOrderFor, type ExamOption as Option } from '@postula/catalogs';
import { examMinimumNotice } from '@postula/domain';
import { accountApi, type ExamQuestion } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { Modal } from '../../form/modal.js';
import { useSession } from '../../session/session.js';
import { examProgress } from './exam-progress.js';
import { MissingAnswersNotice } from './missing-answers-notice.js';

const PER_PAGE = 5;
const OPTIONS: Option[] = ['a', 'b', 'c'];

type Loaded = { kind: 'done'; correct: number | null; total: number | null; meetsMinimum: boolean | null; meaning: string | null } | { kind: 'open'; questions: ExamQuestion[]; minimum: number };

const loadError = (error: unknown) => toast.error(error instanceof ApiError && error.fromServer ? error.message : 'Error al cargar el examen');

/** `/evaluacion`: the result once the exam was sent, else the questions, in this applicant's order, where they were left. */
export function ExamPage() {
  // The route guard lets only a signed-in applicant here.
  const owner = useSession()!.id;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    accountApi
      .examStatus()
      .then(async (status) => {
        if (status.has_completed_exam) {
          // Sent from another tab or device: what this browser kept is of no use any more.
          examProgress(window.localStorage, owner).clear();
          return setLoaded({ kind: 'done', correct: status.correct_answers, total: status.total_questions, meetsMinimum: status.meets_minimum, meaning: status.meaning });
        }
        const exam = await accountApi.exam();
        // The four level groups merged and shuffled (spec), the same way on every visit of this applicant.
        setLoaded({ kind: 'open', questions: examOrderFor(Object.values(exam).flat(), owner), minimum: status.minimum_correct_answers });
      })
      .catch(loadError);
  }, [owner]);

  if (!loaded) return <main className="card">Cargando evaluación...</main>;
  if (loaded.kind === 'done') return <ExamResult {...loaded} />;
  return <ExamQuestions questions={loaded.questions} owner={owner} minimum={loaded.minimum} />;
}

function ExamTop() {
  return (
    <div className="exam-top">
      <h1>Evaluación diagnóstica</h1>
      <Link to="/dashboard" className="button-secondary">
        Volver al Inicio
      </Link>
    </div>
  );
}

/** A sent exam is answered once: its result and what it means against the programme's minimum, never its questions again. */
function ExamResult({ correct, total, meetsMinimum, meaning }: { correct: number | null; total: number | null; meetsMinimum: boolean | null; meaning: string | null }) {
  return (
    <main id="contenido" className="exam">
      <ExamTop />
      <section className="panel exam-result" role="status">
        <p className="done">Evaluación completada</p>
        {correct !== null && total !== null && (
          <p>
            Respuestas correctas: <strong>{correct} de {total}</strong>
          </p>
        )}
        {meaning && <p className={meetsMinimum ? undefined : 'notice warning'}>{meaning}</p>}
        <p>La evaluación se rinde una sola vez.</p>
      </section>
    </main>
  );
}

function ExamQuestions({ questions, owner, minimum }: { questions: ExamQuestion[]; owner: string; minimum: number }) {
  const navigate = useNavigate();
  const progress = useMemo(() => examProgress(window.localStorage, owner), [owner]);
  const pages = Math.ceil(questions.length / PER_PAGE);
  const [saved] = useState(() => progress.load());
  const [answers, setAnswers] = useState<Record<number, Option>>(saved.answers);
  const [page, setPage] = useState(Math.min(saved.page, pages - 1));
  const [reviewing, setReviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [missingNotice, setMissingNotice] = useState<number[] | null>(null);
  // Each failed 'Confirmar y Enviar' brings the notice into view again.
  const [noticeShownAt, setNoticeShownAt] = useState(0);
  const [openedQuestion, setOpenedQuestion] = useState<number | null>(null);
  const sectionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => progress.save({ answers, page }), [progress, answers, page]);

  const shown = questions.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const unanswered = questions.map((q, i) => (answers[q.id] ? 0 : i + 1)).filter(Boolean);
  async function send() {
    if (unanswered.length) {
      setReviewing(false);
      setMissingNotice(unanswered);
      setNoticeShownAt((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const { message } = await accountApi.submitExam(questions.map((q) => ({ question_id: q.id, selected_option: answers[q.id] })));
      progress.clear();
      toast.success(message);
      navigate('/dashboard');
    } catch (error) {
      toast.error(error instanceof ApiError && error.fromServer ? error.message : 'Error al enviar el examen');
    } finally {
      setSending(false);
    }
  }

  // A keyboard user lands on the new page's indicator (read out), and Tab goes on to its first question.
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
    sectionRef.current?.focus();
  };

  // A missing question opened from the notice: its page, then its first option focused in the middle of the screen.
  useEffect(() => {
    if (openedQuestion === null) return;
    const first = document.querySelector<HTMLInputElement>(`input[name="question_${questions[openedQuestion - 1].id}"]`);
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [openedQuestion, page, questions]);
  const openQuestion = (n: number) => {
    setPage(Math.floor((n - 1) / PER_PAGE));
    setOpenedQuestion(n);
  };

  return (
    <main id="contenido" className="exam">
      <ExamTop />
      {page === 0 && <p>{examMinimumNotice(minimum)}</p>}
      <p className="exam-section" aria-live="polite" tabIndex={-1} ref={sectionRef}>
        Sección {page + 1} de {pages}
      </p>
      {missingNotice && missingNotice.length > 0 && <MissingAnswersNotice missing={missingNotice} shownAt={noticeShownAt} onOpen={openQuestion} />}
      <ol className="questions" start={page * PER_PAGE + 1}>
        {shown.map((q, i) => (
          <li key={q.id} className="panel">
            <fieldset>
              <legend>
                {page * PER_PAGE + i + 1}. {q.question}
              </legend>
              {OPTIONS.map((o) => (
                <label key={o} className="choice">
                  <input
                    type="radio"
                    name={`question_${q.id}`}
                    value={o}
                    checked={answers[q.id] === o}
                    onChange={() => {
                      setAnswers({ ...answers, [q.id]: o });
                      setMissingNotice((m) => m && m.filter((n) => questions[n - 1].id !== q.id));
                    }}
                  />
                  {q[`option_${o}`]}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="step-actions">
        <button type="button" className="button-secondary" disabled={page === 0} onClick={() => goTo(page - 1)}>
          Anterior
        </button>
        {page < pages - 1 ? (
          <button type="button" className="button-primary" onClick={() => goTo(page + 1)}>
            Siguiente
          </button>
        ) : (
          <button type="button" className="button-primary" onClick={() => setReviewing(true)}>
            Finalizar Examen
          </button>
        )}
      </div>
      <Modal
        open={reviewing}
        onOpenChange={setReviewing}
        returnFocus={!missingNotice?.length}
        title="Revisa tus respuestas"
        description={questions.map((q, i) => (
          <span key={q.id} className="review-row">
            {i + 1}. {q.question}: <strong>{answers[q.id] ? q[`option_${answers[q.id]}`] : 'Sin responder'}</strong>
          </span>
        ))}
      >
        <button type="button" className="button-secondary" onClick={() => setReviewing(false)} disabled={sending}>
          Volver a revisar
        </button>
        <button type="button" className="button-primary" onClick={() => void send()} disabled={sending}>
          {sending ? 'Enviando...' : 'Confirmar y Enviar'}
        </button>
      </Modal>
    </main>
  );
}
