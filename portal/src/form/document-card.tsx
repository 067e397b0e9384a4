import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { DOCUMENT_FORMAT_MIME, type DocumentFormat } from '@postula/catalogs';
import { formatList } from '@postula/domain';
import { readyToSend } from './choose-file.js';
import { showApiError } from './feedback.js';
import type { UploadKind } from './upload-check.js';

const megabytes = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 });

export interface DocumentCardProps {
  /** The API's field name for the file (the document type). */
  name: string;
  label: string;
  formats: readonly DocumentFormat[];
  /** What the browser checks before sending (formats, size, photo scaling). */
  kind: UploadKind;
  uploaded: boolean;
  /** The stored file's name, when the API tells it. */
  fileName?: string;
  disabled: boolean;
  /** Kept for good (staff verified it): nothing to replace, so no upload button. */
  final?: boolean;
  /** Sends the checked file, reporting progress (0–1); answers the API's message. */
  send: (file: File, onProgress: (fraction: number) => void) => Promise<{ message: string }>;
  onUploaded: () => Promise<void>;
  /** 'Descargar actual', when the stored file can be downloaded. */
  download?: () => Promise<void>;
  /** More about the stored file (e.g. whether staff verified it). */
  children?: ReactNode;
}

/** One document to deliver: upload, replace and (when offered) download, with progress, the checks and the API's errors in place. */
export function DocumentCard(props: DocumentCardProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const inputId = `document-${props.name}`;
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
      const ready = await readyToSend(file, props.kind);
      if ('error' in ready) return setError(ready.error);
      if (ready.scaled) setNote(`La imagen se redujo a ${megabytes.format(ready.file.size / 1024 / 1024)} MB para subirla.`);
      const res = await props.send(ready.file, setProgress);
      toast.success(res.message);
      await props.onUploaded();
    } catch (e) {
      showApiError(e, '', (errors) => setError((errors[props.name] ?? Object.values(errors).flat()).join(' ')));
    } finally {
      setProgress(null);
      input.value = '';
    }
  }

  async function download() {
    try {
      await props.download!();
    } catch (e) {
      showApiError(e, '');
    }
  }

  const current = props.fileName ? <>Archivo actual: {props.fileName}</> : 'Subido';
  return (
    <li className={`document-card${props.uploaded ? ' is-uploaded' : ''}${error ? ' has-error' : ''}`}>
      <h3 className="document-title">{props.label}</h3>
      <p className="form-hint">
        {props.uploaded ? current : 'Pendiente'} · {formatList(props.formats)}, máximo 4 MB
      </p>
      {props.children}
      <div className="document-actions">
        {!props.final && (
          <>
            <label className={`button-secondary file-button${props.disabled || uploading ? ' is-disabled' : ''}`} htmlFor={inputId}>
              {props.uploaded ? 'Reemplazar' : 'Subir archivo'}
              <span className="visually-hidden"> ({props.label})</span>
            </label>
            <input
              ref={fileInput}
              id={inputId}
              className="file-input"
              type="file"
              name={props.name}
              accept={props.formats.map((f) => DOCUMENT_FORMAT_MIME[f]).join(',')}
              disabled={props.disabled || uploading}
              onChange={(e) => void choose(e.currentTarget)}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
          </>
        )}
        {props.uploaded && props.download && (
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
