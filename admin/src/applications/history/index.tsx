import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { HistoryEntry } from '../../providers/review-methods.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';
import { formatDateTime } from '../../layout/format.js';
import { useFieldText } from '../review/field-text.js';

/** The status changes only the applicant makes (sending the application, resending the corrections): no reviewer's. */
const APPLICANT_CHANGES = new Set(['submitted', 'correction_applicant']);
const changedBy = (e: HistoryEntry) => e.reviewer_name ?? (APPLICANT_CHANGES.has(e.new_status) ? 'Postulante' : 'Sistema');

/** 'Historial de Cambios': each status change, previous → new, who and when, with the notes of corrections. */
export default function HistoryTimeline({ applicationId }: { applicationId: string }) {
  const provider = useStaffDataProvider();
  const display = useFieldText();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    provider
      .applicationHistory(applicationId)
      .then(setEntries)
      .catch((e: { message?: string }) => setFailed(e.message || 'Error al cargar el historial'));
  }, [provider, applicationId]);
  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (!entries) return <CircularProgress size={24} aria-label="Cargando historial" />;
  if (!entries.length) return <Typography>No hay historial disponible</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'primary.main' }}>
      {entries.map((e) => (
        <Box component="li" key={e.id} sx={{ position: 'relative', pl: 2, pb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(e.change_date)} · {changedBy(e)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {display.value('status', e.previous_status)} → {display.value('status', e.new_status)}
          </Typography>
          {e.correction_notes && <Typography variant="body2">{e.correction_notes}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
