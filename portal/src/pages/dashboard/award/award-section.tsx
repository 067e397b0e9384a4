import { useState } from 'react';
import { toast } from 'react-toastify';
import { awardApi, type Award } from '../../../api/award.js';
import { ApiError } from '../../../api/client.js';
import { showApiError } from '../../../form/feedback.js';
import { Modal } from '../../../form/modal.js';
import { celebrate, RESULTS } from '../result-modal.js';
import { AwardDocuments } from './award-documents.js';
import { acceptBy, awardText } from './award-view.js';
import { DeclineDialog } from './decline-dialog.js';

/**
 * 'Tu beca' on the dashboard: the open offer (also as the modal on load, which keeps the approval's 'Felicitaciones'
 * text), the documents once accepted, the waiting list's position, or how the offer ended.
 */
export function AwardSection({ award, offerOnLoad, onChanged }: { award: Award; offerOnLoad: boolean; onChanged: () => Promise<void> }) {
  const [offerShown, setOfferShown] = useState(true);
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [declineError, setDeclineError] = useState<string>();
  if (!award.status) return null;
  const open = award.status === 'offered';

  async function accept() {
    setBusy(true);
    try {
      toast.success((await awardApi.accept()).message);
      setOfferShown(false);
      void celebrate();
      await onChanged();
    } catch (error) {
      showApiError(error, '');
      if (error instanceof ApiError && error.status === 409) await onChanged();
    } finally {
      setBusy(false);
    }
  }
  async function decline(reason: string) {
    setBusy(true);
    setDeclineError(undefined);
    try {
      toast.success((await awardApi.decline(reason)).message);
      setDeclining(false);
      await onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.reason) setDeclineError(error.errors.reason[0]);
      else {
        showApiError(error, '');
        setDeclining(false);
        if (error instanceof ApiError && error.status === 409) await onChanged();
      }
    } finally {
      setBusy(false);
    }
  }
  const askDecline = () => {
    setOfferShown(false);
    setDeclining(true);
  };
  const answers = (
    <>
      <button type="button" className="button-secondary" onClick={askDecline} disabled={busy}>
        Renunciar a la beca
      </button>
      <button type="button" className="button-primary" onClick={() => void accept()} disabled={busy}>
        {busy ? 'Enviando...' : 'Aceptar beca'}
      </button>
    </>
  );

  return (
    <section className="panel award" aria-labelledby="beca" data-award={award.status}>
      <h2 id="beca">{award.status_es}</h2>
      <p>{awardText(award)}</p>
      {open && <div className="award-answers">{answers}</div>}
      {award.status === 'accepted' && <AwardDocuments documents={award.documents} onUploaded={onChanged} />}
      <Modal
        open={open && offerOnLoad && offerShown && !declining}
        onOpenChange={(next) => !next && setOfferShown(false)}
        title={RESULTS.approved.title}
        description={RESULTS.approved.text}
        body={
          <p className="modal-text">
            Tienes plazo hasta el <strong>{acceptBy(award)}</strong> (hora de Ecuador) para aceptar la beca.
          </p>
        }
      >
        {/* On a phone there is no Escape key: the applicant may leave the answer for later, the offer stays below. */}
        <button type="button" className="button-secondary" onClick={() => setOfferShown(false)}>
          Decidir más tarde
        </button>
        {answers}
      </Modal>
      <DeclineDialog open={declining} busy={busy} error={declineError} onCancel={() => setDeclining(false)} onConfirm={(reason) => void decline(reason)} />
    </section>
  );
}
