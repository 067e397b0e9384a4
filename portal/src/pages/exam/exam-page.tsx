import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EXAM_MINIMUM_NOTICE } from '@postula/domain';
import { accountApi, type ExamAnswer, type ExamQuestion } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { Modal } from '../../form/modal.js';

const PER_PAGE = 5;
type Option = ExamAnswer['selected_option'];
const OPTIONS: Option[] = ['a', 'b', 'c'];

/** The four level groups merged and shuffled once per visit (spec), so neighbours do not copy by position. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function ExamPage() {
  const navigate = useNavigate();
  const [questions, setQuestions] = useState<ExamQuestion[] | null>(null);
  const [answers, setAnswers] = useState<Record<number, Option>>({});
  const [page, setPage] = useState(0);
  const [reviewing, setReviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [missingNotice, setMissingNotice] = useState<number[] | null>(null);
  const sectionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    accountApi
      .exam()
      .then((exam) => setQuestions(shuffled(Object.values(exam).flat())))
      .catch((error: unknown) => toast.error(error instanceof ApiError && error.fromServer ? error.message : 'Error al cargar el examen'));
  }, []);

  const pages = questions ? Math.ceil(questions.length / PER_PAGE) : 0;
  const shown = useMemo(() => questions?.slice(page * PER_PAGE, (page + 1) * PER_PAGE) ?? [], [questions, page]);
  if (!questions) return <main className="card">Cargando evaluación...</main>;
  const unanswered = questions.map((q, i) => (answers[q.id] ? 0 : i + 1)).filter(Boolean);

  async function send() {
    if (unanswered.length) {
      setReviewing(false);
      setMissingNotice(unanswered);
      return;
    }
    setSending(true);
    try {
      await accountApi.submitExam(questions!.map((q) => ({ question_id: q.id, selected_option: answers[q.id] })));
      toast.success('¡Examen enviado exitosamente!');
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

  return (
    <main id="contenido" className="exam">
      <div className="exam-top">
        <h1>Evaluación diagnóstica</h1>
        <Link to="/dashboard" className="button-secondary">
          Volver al Inicio
        </Link>
      </div>
      {page === 0 && <p>{EXAM_MINIMUM_NOTICE}</p>}
      <p className="exam-section" aria-live="polite" tabIndex={-1} ref={sectionRef}>
        Sección {page + 1} de {pages}
      </p>
      {missingNotice && (
        <div className="notice warning" role="alert">
          <p>Te faltan {missingNotice.length} pregunta(s) por contestar.</p>
          <p>Pregunta(s) sin responder: {missingNotice.join(', ')}</p>
        </div>
      )}
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
