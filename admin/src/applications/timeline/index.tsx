import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Slider, TextField, Typography } from '@mui/material';
import type { AuditChange, AuditEvent, ReplayedApplication } from '../../providers/review-methods.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';
import { formatDateTime, parseDateTime } from '../../layout/format.js';
import { eventLabel } from './audit-labels.js';
import { EventList } from './event-list.js';
import { ReplayedApplicationView } from './replayed-application.js';

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

  // Typed in the programme's time zone like every date the panel shows, whatever the browser's zone.
  const pick = (event: FormEvent) => {
    event.preventDefault();
    const instant = parseDateTime(picked);
    if (instant) setAt(instant);
    else setPickError(true);
  };
  if (!events) return failed ? <Alert severity="error">{failed}</Alert> : <CircularProgress size={24} aria-label="Cargando línea de tiempo" />;
  if (!events.length) return <Typography>No hay eventos registrados</Typography>;
  const selected = at ? events.reduce((found, e, i) => (Date.parse(e.at) <= Date.parse(at) ? i : found), 0) : events.length - 1;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
      <EventList events={events} selected={selected} onPick={setAt} />
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
        {state && <ReplayedApplicationView state={state} changes={changes} />}
      </Box>
    </Box>
  );
}
