import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Slider, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { AuditChange, AuditEvent, ReplayedApplication } from '../../providers/review-methods.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';
import { formatDateTime, parseDateTime } from '../../layout/format.js';
import { SECTION_TITLES, useFieldText, type FieldText } from '../review/field-text.js';

/** The events of an application's stream, in the office's words. */
const EVENT_LABELS: Record<string, string> = {
  ExamCompleted: 'Examen diagnóstico completado',
  PersonalDetailsSaved: 'Datos personales guardados',
  AddressDetailsSaved: 'Dirección guardada',
  AcademicDetailsSaved: 'Datos académicos guardados',
  FinancialSummarySaved: 'Resumen financiero guardado',
  EconomicStatusSaved: 'Situación laboral guardada',
  PersonalReferenceAdded: 'Referencia personal agregada',
  PersonalReferenceRemoved: 'Referencia personal eliminada',
  HouseholdMemberAdded: 'Miembro del hogar agregado',
  HouseholdMemberUpdated: 'Miembro del hogar actualizado',
  HouseholdMemberRemoved: 'Miembro del hogar eliminado',
  DocumentUploaded: 'Documento subido',
  ApplicationSubmitted: 'Aplicación enviada',
  CorrectionsRequested: 'Correcciones solicitadas',
  CorrectionsResubmitted: 'Correcciones reenviadas',
  ReviewStarted: 'Revisión iniciada',
  ApplicationDecided: 'Decisión registrada',
  FieldsEditedByStaff: 'Campos editados por el personal',
  AutoRejected: 'Rechazo automático',
};
const ROLE_LABELS: Record<string, string> = { user: 'Postulante', reviewer: 'Revisor', superadmin: 'Superadministrador', auditor: 'Auditor', system: 'Sistema' };
const LIST_ITEM = { personal_references: 'Referencia', household_members: 'Miembro' } as Record<string, string>;
const sectionTitle = (section: string) => SECTION_TITLES[section] ?? section;

/**
 * A changed or replayed field as label and value text; list items (`id.field`) are numbered in the order the
 * application shows them (`order`: their ids per list).
 */
function fieldRow(display: FieldText, section: string, field: string, value: unknown, order: Record<string, string[]>) {
  if (!LIST_ITEM[section]) return { label: display.label(section, field), text: display.value(field, value) };
  const [id, key] = field.split('.');
  const n = (order[section] ?? []).indexOf(id);
  return { label: `${LIST_ITEM[section]} ${n >= 0 ? n + 1 : '(quitado)'} · ${display.label(section, key)}`, text: display.value(key, value) };
}

const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;
const actorLabel = (actor: AuditEvent['actor']) => `${actor.name ?? 'Sistema'} (${ROLE_LABELS[actor.role] ?? actor.role})`;

/** `section → [[field, value]]` of a replayed application, keyed like the diff (list items as `id.field`). */
function rowsOf(state: ReplayedApplication): [string, [string, unknown][]][] {
  const items = (list: { id: string }[]) => list.flatMap(({ id, ...item }) => Object.entries(item).map(([k, v]) => [`${id}.${k}`, v] as [string, unknown]));
  const flags = Object.entries(state.corrections?.flags ?? {}).flatMap(([section, f]) => Object.entries(f).map(([flag, on]) => [`${section}.${flag}`, on] as [string, unknown]));
  return [
    ['application', [['status', state.status], ['reviewer', state.reviewer]]],
    ['application_info', [['motivation', state.motivation]]],
    ...Object.entries(state.sections).map(([section, data]) => [section, Object.entries(data ?? {})] as [string, [string, unknown][]]),
    ['personal_references', items(state.personal_references)],
    ['household_members', items(state.household_members)],
    ['documents', state.documents.map((d) => [d.document_type, d] as [string, unknown])],
    ['corrections', state.corrections ? [['notes', state.corrections.notes], ...flags] : []],
  ];
}

/** The latest instant strictly before `at` (the previous moment of the stream), or just before the first event. */
function previousInstant(events: AuditEvent[], at: string): string {
  const before = events.filter((e) => Date.parse(e.at) < Date.parse(at)).at(-1);
  return before?.at ?? new Date(Date.parse(events[0].at) - 1).toISOString();
}

/**
 * 'Línea de tiempo': the application's events as a timeline; a slider, a click on an event or a date picks
 * an instant, and the application is shown as it was then (replayed by the API), the fields changed at that moment
 * highlighted with their previous value.
 */
export default function AuditTimeline({ applicationId }: { applicationId: string }) {
  const provider = useStaffDataProvider();
  const display = useFieldText();
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [at, setAt] = useState<string | null>(null);
  const [picked, setPicked] = useState('');
  const [pickError, setPickError] = useState(false);
  const [state, setState] = useState<ReplayedApplication | null>(null);
  const [changes, setChanges] = useState<AuditChange[]>([]);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    provider
      .auditEvents(applicationId)
      .then((list) => {
        setEvents(list);
        if (list.length) setAt(list[list.length - 1].at);
      })
      .catch((e: { message?: string }) => setFailed(e.message || 'Error al cargar la línea de tiempo'));
  }, [provider, applicationId]);

  useEffect(() => {
    if (!events?.length || !at) return;
    setFailed(null);
    setPicked(formatDateTime(at));
    Promise.all([provider.auditState(applicationId, at), provider.auditDiff(applicationId, previousInstant(events, at), at)])
      .then(([replayed, diff]) => {
        setState(replayed);
        setChanges(diff);
      })
      .catch((e: { message?: string }) => setFailed(e.message || 'Error al reconstruir la aplicación'));
  }, [provider, applicationId, events, at]);

  const order = useMemo(
    () => ({ personal_references: (state?.personal_references ?? []).map((i) => String(i.id)), household_members: (state?.household_members ?? []).map((i) => String(i.id)) }),
    [state],
  );
  // Typed in the programme's time zone like every date the panel shows, whatever the browser's zone.
  const pick = (event: FormEvent) => {
    event.preventDefault();
    const instant = parseDateTime(picked);
    if (instant) setAt(instant);
    else setPickError(true);
  };
  const changed = useMemo(() => new Map(changes.map((c) => [`${c.section}\u0000${c.field}`, c])), [changes]);
  if (!events) return failed ? <Alert severity="error">{failed}</Alert> : <CircularProgress size={24} aria-label="Cargando línea de tiempo" />;
  if (!events.length) return <Typography>No hay eventos registrados</Typography>;
  const selected = at ? events.reduce((found, e, i) => (Date.parse(e.at) <= Date.parse(at) ? i : found), 0) : events.length - 1;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
      <Box component="ol" aria-label="Eventos de la aplicación" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'primary.main', maxHeight: { md: '75vh' }, overflowY: 'auto' }}>
        {events.map((e, i) => (
          <Box component="li" key={e.revision} sx={{ pl: 1 }}>
            <Button
              onClick={() => setAt(e.at)}
              aria-current={i === selected ? 'step' : undefined}
              sx={{ display: 'block', width: '100%', textAlign: 'left', textTransform: 'none', color: 'text.primary', bgcolor: i === selected ? 'action.selected' : undefined, fontWeight: i === selected ? 700 : 400 }}
            >
              <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {formatDateTime(e.at)} · {actorLabel(e.actor)}
              </Typography>
              <Typography component="span" sx={{ display: 'block', fontWeight: 'inherit' }}>
                {eventLabel(e.type)}
              </Typography>
            </Button>
          </Box>
        ))}
      </Box>
      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Box sx={{ flex: '1 1 240px', px: 1 }}>
            <Slider
              aria-label="Momento de la línea de tiempo"
              min={0}
              max={events.length - 1}
              step={1}
              marks
              value={selected}
              getAriaValueText={(i) => `${eventLabel(events[i].type)}, ${formatDateTime(events[i].at)}`}
              valueLabelDisplay="off"
              onChange={(_, i) => setAt(events[i as number].at)}
            />
          </Box>
          <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }} onSubmit={pick}>
            <TextField
              size="small"
              label="Fecha y hora"
              name="at"
              value={picked}
              error={pickError}
              helperText={pickError ? 'Escriba la fecha como dd/mm/aaaa HH:mm' : 'dd/mm/aaaa HH:mm, hora de Guayaquil'}
              onChange={(e) => {
                setPicked(e.target.value);
                setPickError(false);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="outlined" disabled={!picked}>
              Ver en esa fecha
            </Button>
          </Box>
        </Box>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failed}
          </Alert>
        )}
        {state && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                La aplicación el {formatDateTime(state.at)}
              </Typography>
              <Chip color="primary" label={display.value('status', state.status)} />
            </Box>
            <Typography variant="body2" sx={{ mb: 2 }} aria-live="polite">
              {changes.length
                ? `${changes.length} ${changes.length === 1 ? 'campo cambió' : 'campos cambiaron'} en este momento (${eventLabel(changes[0].event_type)}, ${actorLabel(changes[0].actor)}): resaltados abajo.`
                : 'Ningún campo cambió en este momento.'}
            </Typography>
            {rowsOf(state)
              .filter(([, rows]) => rows.length)
              .map(([section, rows]) => (
                <Box key={section} component="section" aria-label={sectionTitle(section)} sx={{ mb: 2 }}>
                  <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{sectionTitle(section)}</Typography>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ width: '40%' }}>Campo</TableCell>
                        <TableCell>Valor</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map(([field, value]) => {
                        const change = changed.get(`${section}\u0000${field}`);
                        const row = fieldRow(display, section, field, value, order);
                        return (
                          <TableRow key={field} data-changed={change ? 'true' : undefined} sx={change ? { bgcolor: '#fff3cd', '& td': { fontWeight: 700 } } : undefined}>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>
                              {row.text}
                              {change && (
                                <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 400 }}>
                                  Cambió · antes: {fieldRow(display, section, field, change.before, order).text}
                                </Typography>
                              )}
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </Box>
              ))}
            {changes
              .filter((c) => c.after === null)
              .map((c) => {
                const row = fieldRow(display, c.section, c.field, c.before, order);
                return (
                  <Alert key={`${c.section}.${c.field}`} severity="info" sx={{ mb: 1 }}>
                    Quitado en este momento: {sectionTitle(c.section)} · {row.label} (antes: {row.text})
                  </Alert>
                );
              })}
          </>
        )}
      </Box>
    </Box>
  );
}
