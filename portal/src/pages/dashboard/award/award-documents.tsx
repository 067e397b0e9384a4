import { useState } from 'react';
import { applicationApi } from '../../../api/application.js';
import { awardApi, type AwardDocument } from '../../../api/award.js';
import { DocumentCard } from '../../../form/document-card.js';
import { showApiError } from '../../../form/feedback.js';
import { saveFile } from '../../../form/save-file.js';
import '../../../form/form.css';
import { documentsProgress, documentState } from './award-view.js';

/** Post-award files take what step 7's open types take; the server checks the content anyway. */
const AWARD_FILE_KIND = { formats: ['pdf', 'jpeg', 'png'] } as const;

/** After accepting: the commitment letter to print and sign, then one upload card per document, with staff's verification. */
export function AwardDocuments({ documents, onUploaded }: { documents: AwardDocument[]; onUploaded: () => Promise<void> }) {
  const [fetching, setFetching] = useState(false);
  async function letter() {
    setFetching(true);
    try {
      saveFile(await awardApi.letter(), 'carta-de-compromiso.pdf');
    } catch (error) {
      showApiError(error, '');
    } finally {
      setFetching(false);
    }
  }
  return (
    <div className="award-documents">
      <h3>Carta de compromiso</h3>
      <p>Descarga la carta con tus datos, imprímela y fírmala (si eres menor de edad, también la firma tu representante). Luego súbela abajo junto con los demás documentos.</p>
      <button type="button" className="button-secondary" onClick={() => void letter()} disabled={fetching}>
        {fetching ? 'Descargando...' : 'Descargar carta de compromiso (PDF)'}
      </button>
      <h3>Documentos para formalizar tu beca</h3>
      <p className="form-hint" role="status">
        {documentsProgress(documents)}
      </p>
      <ul className="document-cards">
        {documents.map((d) => (
          <DocumentCard
            key={d.document_type}
            name={d.document_type}
            kind={AWARD_FILE_KIND}
            label={d.label}
            formats={AWARD_FILE_KIND.formats}
            uploaded={d.uploaded}
            fileName={d.file_name ?? undefined}
            disabled={d.verified}
            final={d.verified}
            download={d.document_id ? async () => saveFile(await applicationApi.downloadDocument(d.document_id!), d.file_name ?? d.label) : undefined}
            send={(file, onProgress) => awardApi.uploadDocument(d.document_type, file, onProgress)}
            onUploaded={onUploaded}
          >
            {d.uploaded && <p className={`document-state${d.verified ? ' is-verified' : ''}`}>{documentState(d)}</p>}
          </DocumentCard>
        ))}
      </ul>
    </div>
  );
}
