import { useState, type RefObject } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Confirm } from 'react-admin';
import type { NEW_STATUSES } from '@postula/contract';
import { useDecisionOutlook, type DecisionOutlook } from './decision-outlook.js';

/** What a reviewer can decide: the new statuses update-status accepts. */
export type Decision = (typeof NEW_STATUSES)[number];

/** When the applicant learns a decision: at once once the results are out, else on the results day. */
const told = (o: DecisionOutlook) => (o.resultsDay ? `se le comunicará cuando se publiquen los resultados (el ${o.resultsDay})` : 'se le enviará un correo de inmediato');

/** Each decision cannot be undone: the dialog names it, the applicant, when they are told and, without a free place, the waiting list. */
const DECISIONS: Record<Decision, { button: string; title: (name: string) => string; content: (name: string, o: DecisionOutlook) => string }> = {
  approved: {
    button: 'Aprobar',
    title: (name) => `¿Aprobar la aplicación de ${name}?`,
    content: (name, o) =>
      o.noFreePlace
        ? `No quedan plazas libres: la aplicación de ${name} quedará aprobada sin cupo, en la lista de espera, y ${told(o)}. Esta decisión no se puede deshacer.`
        : `Se aprobará la aplicación de ${name} y ${told(o)}. Esta decisión no se puede deshacer.`,
  },
  rejected: {
    button: 'Rechazar',
    title: (name) => `¿Rechazar la aplicación de ${name}?`,
    content: (name, o) => `Se rechazará la aplicación de ${name} y ${told(o)}. Esta decisión no se puede deshacer.`,
  },
  correction_review: {
    button: 'Solicitar Correcciones',
    title: (name) => `¿Solicitar correcciones a ${name}?`,
    content: (name) => `Se enviará a ${name} un correo de inmediato con los campos marcados y las notas de revisión.`,
  },
};

/**
 * 'Notas de revisión' and the three decisions. Approving or rejecting while correction boxes are ticked would drop
 * them silently, so both wait until the boxes are cleared.
 */
export function DecisionPanel(props: {
  applicantName: string;
  reviewable: boolean;
  anyFlag: boolean;
  saving: boolean;
  notes: string;
  onNotes: (notes: string) => void;
  notesRef: RefObject<HTMLTextAreaElement | null>;
  conflict: string | null;
  onReload: () => void;
  onDecide: (decision: Decision) => Promise<void>;
}) {
  const { applicantName, reviewable, anyFlag, saving, notes } = props;
  // The decision stays set while the dialog closes, so its text does not vanish during the fade.
  const [decision, setDecision] = useState<Decision>('approved');
  const [asking, setAsking] = useState(false);
  const ask = (chosen: Decision) => {
    setDecision(chosen);
    setAsking(true);
  };
  const hasNotes = notes.trim().length > 0;
  const canDecide = reviewable && hasNotes && !saving;
  const confirm = async () => {
    setAsking(false);
    await props.onDecide(decision);
  };
  const text = DECISIONS[decision];
  const outlook = useDecisionOutlook(asking);

  return (
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 700 }}>Notas de revisión</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {props.conflict && (
          <Alert severity="warning" action={<Button onClick={props.onReload}>Recargar</Button>} sx={{ mb: 2 }}>
            {props.conflict}
          </Alert>
        )}
        {!reviewable && <Alert severity="info" sx={{ mb: 2 }}>Esta aplicación no está pendiente de revisión.</Alert>}
        <TextField inputRef={props.notesRef} name="correction_notes" label="Notas de revisión" multiline minRows={3} fullWidth value={notes} onChange={(e) => props.onNotes(e.target.value)} disabled={saving} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button variant="contained" color="success" disabled={!canDecide || anyFlag} onClick={() => ask('approved')}>
            Aprobar
          </Button>
          <Button variant="contained" color="error" disabled={!canDecide || anyFlag} onClick={() => ask('rejected')}>
            Rechazar
          </Button>
          <Button variant="outlined" disabled={!canDecide || !anyFlag} onClick={() => ask('correction_review')}>
            Solicitar Correcciones
          </Button>
        </Box>
        {reviewable && anyFlag && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Hay campos marcados para corrección: desmárquelos para aprobar o rechazar.
          </Typography>
        )}
        <Confirm
          isOpen={asking}
          loading={saving}
          title={text.title(applicantName)}
          content={text.content(applicantName, outlook)}
          confirm={text.button}
          confirmColor={decision === 'approved' ? 'primary' : 'warning'}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      </AccordionDetails>
    </Accordion>
  );
}
