import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DOCUMENT_FORMAT_MIME, DOCUMENT_TYPE_CATALOG } from '@postula/catalogs';
import { APPLICATION_MESSAGES, documentLabel, formatList, type DocumentType } from '@postula/domain';
import { applicationApi, type StoredDocument } from '../../api/application.js';
import { readyToSend } from '../choose-file.js';
import { GRADUATION_QUESTION_REQUIRED, missingDocuments } from '../documents.js';
import { showApiError } from '../feedback.js';
import { StepFrame } from '../step-frame.js';
import { CorrectionMark } from '../form-inputs.js';
import { useWizard } from '../wizard-context.js';

type Answer = 'graduated' | 'student' | null;
const megabytes = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 });

/** Step 7: the graduation question, then one card per document type with upload, replace and download. */
export function DocumentsStep() {
  const wizard = useWizard();
  const [documents, setDocuments] = useState<StoredDocument[] | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [changing, setChanging] = useState(false);
  const flags = wizard.corrections?.documents;
  const editable = !flags || Object.values(flags).some(Boolean);

  useEffect(() => {
    // The answer starts from step 3 (still at school or not), which is what the API requires documents by.
    Promise.all([applicationApi.documents(), applicationApi.section('academic-details').catch(() => null)])
      .then(([docs, academic]) => {
        setDocuments(docs);
        if (academic) setAnswer(academic.currently_studying_school ? 'student' : 'graduated');
      })
      .catch((error: unknown) => {
        setDocuments([]);
        showApiError(error, '');
      });
  }, []);

  const graduated = answer === 'graduated';
  const types = DOCUMENT_TYPE_CATALOG.filter((d) => graduated || !d.graduatesOnly);

  function continueOn() {
    if (!answer) return void toast.error(GRADUATION_QUESTION_REQUIRED);
    const missing = missingDocuments(documents ?? [], graduated);
    if (missing.length) return void toast.error(APPLICATION_MESSAGES.missingDocuments(missing));
    wizard.advance();
  }

  return (
    <StepFrame loadingText="Cargando documentos..." loading={documents === null} saving={false} onSubmit={continueOn}>
      {flags && editable && (
        <p className="form-notice">
          Los documentos requieren corrección
          <CorrectionMark />
        </p>
      )}
      {answer && !changing ? (
        <p className="graduation-answer">
          {graduated ? 'Ya se graduó del colegio.' : 'Todavía estudia en el colegio.'}{' '}
          <button type="button" className="link-button" onClick={() => setChanging(true)}>
            Cambiar
          </button>
        </p>
      ) : (
        <fieldset className="form-field">
          <legend className="form-label">¿Ya se graduó del colegio?</legend>
          <div className="form-choices">
            {(
              [
                ['graduated', 'Sí, ya me gradué'],
                ['student', 'No, todavía estudio en el colegio'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="form-choice">
                <input
                  type="radio"
                  name="graduated"
                  value={value}
                  checked={answer === value}
                  onChange={() => {
                    setAnswer(value);
                    setChanging(false);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {answer && (
        <ul className="document-cards">
          {types.map((d) => (
            <DocumentCard
              key={d.value}
              type={d.value}
              label={documentLabel(d.value, graduated)}
              accept={d.formats.map((f) => DOCUMENT_FORMAT_MIME[f]).join(',')}
              formats={formatList(d.formats)}
              current={documents?.find((x) => x.document_type === d.value)}
              disabled={!editable}
              onUploaded={(docs) => setDocuments(docs)}
            />
          ))}
        </ul>
      )}
    </StepFrame>
  );
}

function DocumentCard(props: { type: DocumentType; label: string; accept: string; formats: string; current?: StoredDocument; disabled: boolean; onUploaded: (docs: StoredDocument[]) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const inputId = `document-${props.type}`;
  const uploading = progress !== null;
  // The input is disabled while it uploads, which takes the focus away: a keyboard user gets it back on this card.
  const fileInput = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (uploading || !refocus.current) return;
    refocus.current = false;
    fileInput.current?.focus();
  }, [uploading]);

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    refocus.current = document.activeElement === input;
    setError(null);
    setNote(null);
    if (!file) return;
    setProgress(0);
    try {
      const ready = await readyToSend(file, props.type);
      if ('error' in ready) return setError(ready.error);
      if (ready.scaled) setNote(`La imagen se redujo a ${megabytes.format(ready.file.size / 1024 / 1024)} MB para subirla.`);
      const res = await applicationApi.uploadDocument(props.type, ready.file, setProgress);
      toast.success(res.message);
      props.onUploaded(await applicationApi.documents());
    } catch (e) {
      showApiError(e, '', (errors) => setError((errors[props.type] ?? Object.values(errors).flat()).join(' ')));
    } finally {
      setProgress(null);
      input.value = '';
    }
  }

  async function download() {
    if (!props.current) return;
    try {
      const blob = await applicationApi.downloadDocument(props.current.id);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = props.current.file_name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      showApiError(e, '');
    }
  }

  return (
    <li className={`document-card${props.current ? ' is-uploaded' : ''}${error ? ' has-error' : ''}`}>
      <h3 className="document-title">{props.label}</h3>
      <p className="form-hint">
        {props.current ? <>Archivo actual: {props.current.file_name}</> : 'Pendiente'} · {props.formats}, máximo 4 MB
      </p>
      <div className="document-actions">
        <label className={`button-secondary file-button${props.disabled || uploading ? ' is-disabled' : ''}`} htmlFor={inputId}>
          {props.current ? 'Reemplazar' : 'Subir archivo'}
          <span className="visually-hidden"> ({props.label})</span>
        </label>
        <input
          ref={fileInput}
          id={inputId}
          className="file-input"
          type="file"
          name={props.type}
          accept={props.accept}
          disabled={props.disabled || uploading}
          onChange={(e) => void choose(e.currentTarget)}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {props.current && (
          <button type="button" className="link-button" onClick={() => void download()}>
            Descargar actual<span className="visually-hidden"> ({props.label})</span>
          </button>
        )}
      </div>
      {uploading && (
        <div className="upload-progress" role="progressbar" aria-label={`Subiendo ${props.label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
          <span style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      {note && <p className="form-hint">{note}</p>}
      {error && (
        <p className="form-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
