import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { AwardDocument, AwardRow } from '@postula/contract';
import type { AwardDocumentType } from '@postula/domain';
import { useMemo, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { DocumentViewer } from '../applications/review/document-viewer.js';
import { formatDateTime } from '../layout/format.js';
import { STATUS_COLOURS } from '../layout/status-colours.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { useAct } from './use-act.js';

/** A document's state in the staff's words, and its chip colour (the applications' colours: white text at 4.5:1). */
function documentState(d: AwardDocument): { key: string; colour: string } {
  if (d.verified) return { key: 'verified', colour: STATUS_COLOURS.approved };
  if (d.note) return { key: 'refused', colour: STATUS_COLOURS.rejected };
  return d.uploaded ? { key: 'uploaded', colour: STATUS_COLOURS.submitted } : { key: 'not_uploaded', colour: STATUS_COLOURS.started };
}

/**
 * A scholar's post-award documents: each one's state, its file (opened here, as in the application details) and, for a
 * superadmin, 'Verificar' or 'No válido' with a note once the file was opened: a document is never judged unseen.
 */
export function DocumentsDialog({ award, onClose }: { award: AwardRow; onClose: () => void }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'awards', action: 'verify-document' });
  return (
    <Dialog open onClose={onClose} aria-labelledby="documents-title" fullWidth maxWidth="md">
      <DialogTitle id="documents-title">{translate('postula.awards.documents_title', { name: award.applicant_name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {award.documents.map((d) => (
            <DocumentRow key={d.document_type} award={award} document={d} canVerify={!!canAccess && d.uploaded && !d.verified} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DocumentRow({ award, document: d, canVerify }: { award: AwardRow; document: AwardDocument; canVerify: boolean }) {
  const translate = useTranslate();
  const provider = useStaffDataProvider();
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(false);
  const { busy, error, run } = useAct('note');
  // One object per file: the viewer fetches again when it changes.
  const file = useMemo(() => (d.document_id ? { id: d.document_id, name: d.file_name ?? d.label, type: d.document_type, label: d.label } : null), [d.document_id, d.file_name, d.document_type, d.label]);
  const state = documentState(d);
  const noteId = `note-${d.document_type}`;
  const decide = (verified: boolean) =>
    run(() => provider.verifyAwardDocument({ application_id: award.application_id, document_type: d.document_type as AwardDocumentType, verified, ...(note.trim() ? { note: note.trim() } : {}) }), () => setNote(''));
  return (
    <Box component="li" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-document={d.document_type}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {d.label}
        </Typography>
        <Chip size="small" sx={{ bgcolor: state.colour, color: '#fff' }} label={translate(`postula.awards.${state.key}`, { note: d.note ?? '' })} />
      </Box>
      {d.uploaded_at && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {d.file_name} · {formatDateTime(d.uploaded_at)}
        </Typography>
      )}
      {file && !open && (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => {
            setOpen(true);
            setSeen(true);
          }}
        >
          {translate('postula.awards.open')}
          <Box component="span" sx={visuallyHidden}>{` (${d.label})`}</Box>
        </Button>
      )}
      {file && open && (
        <Box sx={{ mt: 1 }}>
          <DocumentViewer document={file} onClose={() => setOpen(false)} />
        </Box>
      )}
      {canVerify && !seen && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('postula.awards.open_first')}
        </Typography>
      )}
      {canVerify && seen && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          <TextField
            id={noteId}
            name="note"
            size="small"
            label={translate('postula.awards.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={!!error}
            helperText={error ?? translate('postula.awards.note_hint')}
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)}>
            {translate('postula.awards.verify')}
            <Box component="span" sx={visuallyHidden}>{` (${d.label})`}</Box>
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void decide(false)}>
            {translate('postula.awards.refuse')}
            <Box component="span" sx={visuallyHidden}>{` (${d.label})`}</Box>
          </Button>
        </Box>
      )}
    </Box>
  );
}
