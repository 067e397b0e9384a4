import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { DOCUMENT_TYPE_CATALOG } from '@postula/catalogs';
import { APPLICATION_MESSAGES, documentLabel } from '@postula/domain';
import { applicationApi, type StoredDocument } from '../../api/application.js';
import { DocumentCard } from '../document-card.js';
import { GRADUATION_QUESTION_REQUIRED, missingDocuments } from '../documents.js';
import { showApiError } from '../feedback.js';
import { saveFile } from '../save-file.js';
import { StepFrame } from '../step-frame.js';
import { CorrectionMark } from '../form-inputs.js';
import { useWizard } from '../wizard-context.js';

type Answer = 'graduated' | 'student' | null;

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
          {types.map((d) => {
            const current = documents?.find((x) => x.document_type === d.value);
            return (
              <DocumentCard
                key={d.value}
                name={d.value}
                kind={d.value}
                label={documentLabel(d.value, graduated)}
                formats={d.formats}
                uploaded={!!current}
                fileName={current?.file_name}
                disabled={!editable}
                send={(file, onProgress) => applicationApi.uploadDocument(d.value, file, onProgress)}
                onUploaded={async () => setDocuments(await applicationApi.documents())}
                download={current && (async () => saveFile(await applicationApi.downloadDocument(current.id), current.file_name))}
              />
            );
          })}
        </ul>
      )}
    </StepFrame>
  );
}
