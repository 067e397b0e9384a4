import { Box, Button, Typography } from '@mui/material';
import { formatDateTime } from '../../layout/format.js';
import type { AuditEvent } from '../../providers/review-methods.js';
import { actorLabel, eventLabel } from './audit-labels.js';

/** The stream's events, oldest first; a click shows the application as it was after that event. */
export function EventList({ events, selected, onPick }: { events: AuditEvent[]; selected: number; onPick: (at: string) => void }) {
  return (
    <Box component="ol" aria-label="Eventos de la aplicación" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 3, borderColor: 'primary.main', maxHeight: { md: '75vh' }, overflowY: 'auto' }}>
      {events.map((e, i) => (
        <Box component="li" key={e.revision} sx={{ pl: 1 }}>
          <Button
            onClick={() => onPick(e.at)}
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
  );
}
