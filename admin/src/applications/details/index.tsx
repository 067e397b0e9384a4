import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Accordion, AccordionDetails, AccordionSummary, Box, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Title, useNotify, useRefresh, useTranslate } from 'react-admin';
import { canRoleAccess } from '../../providers/auth-provider.js';
import type { ApplicationDetails } from '../../providers/review-methods.js';
import { session } from '../../providers/session.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';
import HistoryTimeline from '../history/index.js';
import { DecisionPanel, type Decision } from '../review/decision-panel.js';
import { DocumentViewer, type OpenDocument } from '../review/document-viewer.js';
import { useFieldText, type Section } from '../review/field-text.js';
import { useReviewQueue } from '../review/review-queue.js';
import { ShortcutsHelp, useShortcuts } from '../review/shortcuts.js';
import AuditTimeline from '../timeline/index.js';
import { ApplicationSections } from './application-sections.js';
import { DetailsHeader } from './details-header.js';
import { LoadErrorDialog } from './load-error-dialog.js';

const REVIEWABLE = ['submitted', 'under_review', 'correction_applicant'];

/**
 * 'Detalles de la Aplicación': sections to check, edit in place and flag; documents beside them; the decision. An
 * auditor sees the same read-only (no edits, flags or decision); superadmins and auditors also get the 'Línea de tiempo' tab.
 */
export default function ApplicationDetailsScreen() {
  const { id = '' } = useParams();
  const provider = useStaffDataProvider();
  const translate = useTranslate();
  const display = useFieldText();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const queue = useReviewQueue(id);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const [details, setDetails] = useState<ApplicationDetails | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [viewing, setViewing] = useState<OpenDocument | null>(null);
  const [help, setHelp] = useState(false);
  const [tab, setTab] = useState<'details' | 'timeline'>('details');
  const role = session.user()?.role;
  const canReview = canRoleAccess(role, 'applications', 'review');
  const canEdit = canRoleAccess(role, 'applications', 'edit');
  const canAudit = canRoleAccess(role, 'applications', 'audit');

  // Only the latest load shows its answer: a late one for the application the reviewer left ('Siguiente', the queue's
  // next after a decision) or an older reload would show other details under this id, and a decision their revision.
  const latestLoad = useRef(0);
  const load = useCallback(async () => {
    const ticket = ++latestLoad.current;
    setLoadError(null);
    setConflict(null);
    try {
      const loaded = await provider.applicationDetails(id);
      if (ticket === latestLoad.current) setDetails(loaded);
    } catch (error) {
      if (ticket === latestLoad.current) setLoadError((error as { message?: string }).message || 'Error al cargar los detalles');
    }
  }, [provider, id]);
  // On opening an application, and after a decision: the screen may stay mounted until the next route renders (and
  // stays for good if the reviewer comes back to this one first), so it must not keep the undecided details and notes.
  const reopen = useCallback(() => {
    setDetails(null);
    setFlags({});
    setNotes('');
    setViewing(null);
    setTab('details');
    void load();
  }, [load]);
  useEffect(reopen, [reopen]);

  const go = (target: string | null | undefined) => target && navigate(`/applications/${target}/show`);
  useShortcuts({ next: () => go(queue?.next), previous: () => go(queue?.previous), notes: () => notesRef.current?.focus(), help: () => setHelp(true) });

  const saveField = (section: Section, field: string) => async (value: unknown) => {
    try {
      const { message } = await provider.updateFields(id, section, { [field]: value });
      notify(message || 'Campo actualizado correctamente', { type: 'success' });
      await load();
    } catch (error) {
      notify((error as { message?: string }).message || 'Error al actualizar el campo', { type: 'error' });
      throw error;
    }
  };

  async function decide(newStatus: Decision) {
    if (!details) return;
    setSaving(true);
    setConflict(null);
    try {
      const ticked = newStatus === 'correction_review' ? Object.fromEntries(Object.entries(flags).filter(([, on]) => on)) : {};
      await provider.updateStatus({ application_id: id, new_status: newStatus, correction_notes: notes.trim(), revision: details.revision, ...ticked });
      notify(newStatus === 'correction_review' ? 'Correcciones enviadas correctamente' : 'Estado actualizado correctamente', { type: 'success' });
      refresh();
      reopen();
      if (queue?.next) go(queue.next);
      else navigate('/applications');
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string };
      if (status === 409) setConflict(message || 'La aplicación fue modificada por otro revisor. Recargue los detalles.');
      else notify(message || (newStatus === 'correction_review' ? 'Error al enviar las correcciones' : 'Error al actualizar el estado'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  if (loadError) return <LoadErrorDialog message={loadError} onBack={() => navigate('/applications')} onRetry={() => void load()} />;
  if (!details) return <CircularProgress sx={{ m: 4 }} aria-label="Cargando detalles" />;

  const status = details.application_info.status;
  const reviewable = REVIEWABLE.includes(status);
  const anyFlag = Object.values(flags).some(Boolean);
  const name = [details.applicant_info.first_name, details.applicant_info.last_name].map((v) => display.value('name', v)).join(' ');
  const openDocument = (doc: ApplicationDetails['documents'][number]) => setViewing({ id: doc.id, name: doc.file_name, type: doc.document_type });

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('postula.details.title')} />
      <DetailsHeader name={name} status={status} queue={queue} onBack={() => navigate('/applications')} onGo={go} onHelp={() => setHelp(true)} />
      {canAudit && (
        <Tabs value={tab} onChange={(_, value: 'details' | 'timeline') => setTab(value)} aria-label="Vistas de la aplicación" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="details" label="Detalles" id="tab-details" aria-controls="panel-details" />
          <Tab value="timeline" label="Línea de tiempo" id="tab-timeline" aria-controls="panel-timeline" />
        </Tabs>
      )}
      {tab === 'timeline' ? (
        <Box role="tabpanel" id="panel-timeline" aria-labelledby="tab-timeline">
          <AuditTimeline applicationId={id} />
        </Box>
      ) : (
      <Box role={canAudit ? 'tabpanel' : undefined} id="panel-details" aria-labelledby={canAudit ? 'tab-details' : undefined} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: viewing ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <ApplicationSections details={details} flags={flags} onFlags={setFlags} canReview={canReview} saveField={canEdit ? saveField : undefined} onOpenDocument={openDocument} />
          {canReview && (
            <DecisionPanel
              applicantName={name}
              reviewable={reviewable}
              anyFlag={anyFlag}
              saving={saving}
              notes={notes}
              onNotes={setNotes}
              notesRef={notesRef}
              conflict={conflict}
              onReload={() => void load()}
              onDecide={decide}
            />
          )}
          <Accordion disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 700 }}>Historial de Cambios</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <HistoryTimeline applicationId={id} />
            </AccordionDetails>
          </Accordion>
        </Box>
        {viewing && <DocumentViewer document={viewing} onClose={() => setViewing(null)} />}
      </Box>
      )}
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}
