import { Box, Button, Typography } from '@mui/material';
import { StatusChip } from '../../layout/status-chip.js';
import type { QueuePosition } from '../review/review-queue.js';

/** The applicant's name and status, the place in the review queue, and the buttons that move along it. */
export function DetailsHeader({
  name,
  status,
  queue,
  onBack,
  onGo,
  onHelp,
}: {
  name: string;
  status: string;
  queue: QueuePosition | null;
  onBack: () => void;
  onGo: (target: string | null | undefined) => void;
  onHelp: () => void;
}) {
  return (
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
      <Button variant="outlined" onClick={onBack}>
        Volver a la lista
      </Button>
      <Button variant="outlined" disabled={!queue?.previous} onClick={() => onGo(queue?.previous)}>
        Anterior
      </Button>
      <Button variant="contained" disabled={!queue?.next} onClick={() => onGo(queue?.next)}>
        Siguiente
      </Button>
      <Button onClick={onHelp}>Atajos de teclado</Button>
    </Box>
  );
}
