import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Tab, Tabs, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Title, useNotify, useRefresh, useTranslate } from 'react-admin';
import { CORRECTION_FIELDS, DOCUMENT_TYPES, correctionFlagKey, entriesInFormOrder, sortByOrder } from '@postula/domain';
import { StatusChip } from '../../layout/status-chip.js';
import { canRoleAccess } from '../../providers/auth-provider.js';
import type { ApplicationDetails } from '../../providers/review-methods.js';
import { session } from '../../providers/session.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';
import HistoryTimeline from '../history/index.js';
import { DecisionPanel, type Decision } from '../review/decision-panel.js';
import { DocumentViewer, type OpenDocument } from '../review/document-viewer.js';
import { FieldRow } from '../review/field-row.js';
import { flagOf, SECTION_TITLES as TITLES, useFieldText, type Section } from '../review/field-text.js';
import { useReviewQueue } from '../review/review-queue.js';
import { ShortcutsHelp, useShortcuts } from '../review/shortcuts.js';
import AuditTimeline from '../timeline/index.js';

const EDITABLE: Section[] = ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'];
/** The document each section is checked against: opened beside it. */
const SUPPORTING_DOCUMENT: Partial<Record<Section, string>> = { personal_details: 'id_card', academic_details: 'graduation_certificate', address_details: 'utility_bill', economic_status: 'economic_support' };
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

  const flag = (section: Section, field: string) => {
    const entry = flagOf(section, field);
    if (!entry || !canReview) return undefined;
    const key = correctionFlagKey(section, entry.flag);
    return { checked: !!flags[key], onChange: (checked: boolean) => setFlags((f) => ({ ...f, [key]: checked })) };
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

  if (loadError)
    return (
      <Dialog open aria-labelledby="details-error">
        <DialogTitle id="details-error">Detalles de la Aplicación</DialogTitle>
        <DialogContent>
          <Alert severity="error">{loadError}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate('/applications')}>Volver</Button>
          <Button variant="contained" onClick={() => void load()}>
            Reintentar
          </Button>
        </DialogActions>
      </Dialog>
    );
  if (!details) return <CircularProgress sx={{ m: 4 }} aria-label="Cargando detalles" />;

  const status = details.application_info.status;
  const reviewable = REVIEWABLE.includes(status);
  const anyFlag = Object.values(flags).some(Boolean);
  const name = [details.applicant_info.first_name, details.applicant_info.last_name].map((v) => display.value('name', v)).join(' ');
  const documentOf = (type: string) => details.documents.find((d) => d.document_type === type);
  const openDocument = (doc: ApplicationDetails['documents'][number]) => setViewing({ id: doc.id, name: doc.file_name, type: doc.document_type });

  const section = (key: Section | 'applicant_info', body: React.ReactNode, supporting?: string) => (
    <Accordion key={key} defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 700 }}>{TITLES[key]}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {supporting && documentOf(supporting) && (
          <Button size="small" sx={{ mb: 1 }} onClick={() => openDocument(documentOf(supporting)!)}>
            Ver documento de respaldo
          </Button>
        )}
        {body}
      </AccordionDetails>
    </Accordion>
  );
  const fields = (key: Section, data: Record<string, unknown> | null) =>
    data ? entriesInFormOrder(key, data).map(([field, value]) => <FieldRow key={field} section={key} name={field} value={value} onSave={canEdit && EDITABLE.includes(key) ? saveField(key, field) : undefined} flag={flag(key, field)} />) : <Typography>Sin datos</Typography>;
  const sectionFlag = (key: Section) => {
    if (!canReview) return null;
    const entry = CORRECTION_FIELDS[key][0];
    const flagKey = correctionFlagKey(key, entry.flag);
    return <FormControlLabel control={<Checkbox name={flagKey} checked={!!flags[flagKey]} onChange={(e) => setFlags((f) => ({ ...f, [flagKey]: e.target.checked }))} />} label={`Solicitar corrección: ${entry.label}`} />;
  };
  const list = (key: 'household_members' | 'personal_references', rows: Record<string, unknown>[], empty: string) => (
    <>
      {sectionFlag(key)}
      {rows.length ? rows.map((row, i) => (
        <Box key={String(row.id ?? i)} sx={{ mb: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {entriesInFormOrder(key, row).filter(([k]) => k !== 'id').map(([k, v]) => (
            <Typography key={k} variant="body2">
              <strong>{display.label(key, k)}:</strong> {display.value(k, v)}
            </Typography>
          ))}
        </Box>
      )) : <Typography>{empty}</Typography>}
    </>
  );

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('postula.details.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Detalles de la Aplicación · {name}
        </Typography>
        <StatusChip status={status} />
        {queue && (
          <Typography variant="body2" aria-live="polite">
            {queue.position} de {queue.total}
          </Typography>
        )}
        <Button variant="outlined" onClick={() => navigate('/applications')}>
          Volver a la lista
        </Button>
        <Button variant="outlined" disabled={!queue?.previous} onClick={() => go(queue?.previous)}>
          Anterior
        </Button>
        <Button variant="contained" disabled={!queue?.next} onClick={() => go(queue?.next)}>
          Siguiente
        </Button>
        <Button onClick={() => setHelp(true)}>Atajos de teclado</Button>
      </Box>
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
          {section('applicant_info', Object.entries(details.applicant_info).map(([field, value]) => <FieldRow key={field} section="applicant_info" name={field} value={value} />))}
          {section(
            'application_info',
            Object.entries(details.application_info).map(([field, value]) => <FieldRow key={field} section="application_info" name={field} value={value} flag={flag('application_info', field)} />),
          )}
          {section('personal_details', fields('personal_details', details.personal_details), SUPPORTING_DOCUMENT.personal_details)}
          {section('address_details', fields('address_details', details.address_details), SUPPORTING_DOCUMENT.address_details)}
          {section('academic_details', fields('academic_details', details.academic_details), SUPPORTING_DOCUMENT.academic_details)}
          {section('personal_references', list('personal_references', details.personal_references, 'No hay referencias personales registradas'))}
          {section('household_members', list('household_members', details.household_members, 'No hay miembros del hogar registrados'))}
          {section('economic_status', fields('economic_status', details.economic_status), SUPPORTING_DOCUMENT.economic_status)}
          {section(
            'documents',
            <>
              {sectionFlag('documents')}
              {details.documents.length ? sortByOrder(DOCUMENT_TYPES, details.documents, (doc) => doc.document_type).map((doc) => (
                <Box key={doc.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
                  <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                    <strong>{display.label('documents', doc.document_type)}</strong> · {doc.file_name}
                  </Typography>
                  <Button size="small" onClick={() => openDocument(doc)}>
                    Ver
                  </Button>
                </Box>
              )) : <Typography>No hay documentos disponibles</Typography>}
            </>,
          )}
          {section('financial_summary', fields('financial_summary', details.financial_summary))}
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
