import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useFieldText } from './field-text.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';

export interface OpenDocument {
  id: string;
  name: string;
  type: string;
  /** The type's label when it is not one of the form's documents (a post-award document). */
  label?: string;
}

/** A document beside the sections (600 px frame, PDF or image), fetched with the staff token; download from here too. */
export function DocumentViewer({ document, onClose }: { document: OpenDocument; onClose: () => void }) {
  const provider = useStaffDataProvider();
  const display = useFieldText();
  const [file, setFile] = useState<{ url: string; name: string; image: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url = '';
    setFile(null);
    setFailed(false);
    provider.downloadDocument(document.id).then(
      ({ blob, fileName }) => {
        url = URL.createObjectURL(blob);
        setFile({ url, name: fileName ?? document.name, image: blob.type.startsWith('image/') });
      },
      () => setFailed(true),
    );
    return () => URL.revokeObjectURL(url);
  }, [provider, document]);
  return (
    <Paper component="aside" aria-label="Documento" sx={{ p: 1, position: { lg: 'sticky' }, top: { lg: 64 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {document.label ?? display.label('documents', document.type)} · {document.name}
        </Typography>
        {file && (
          <Button component="a" href={file.url} download={file.name} size="small">
            Descargar
          </Button>
        )}
        <Button size="small" onClick={onClose}>
          Cerrar
        </Button>
      </Box>
      {failed && <Alert severity="error">Error al descargar el documento</Alert>}
      {!file && !failed && <CircularProgress aria-label="Cargando documento" />}
      {file && (file.image ? <Box component="img" src={file.url} alt={document.name} sx={{ maxWidth: '100%', maxHeight: 600, display: 'block', mx: 'auto' }} /> : <Box component="iframe" title={document.name} src={file.url} sx={{ width: '100%', height: 600, border: 0 }} />)}
    </Paper>
  );
}
