import { Box, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { saveFile } from '../../layout/save-file.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';

const DiagnosticExamModal = lazy(() => import('../exam/index.js'));

/** Per-row buttons (spec section 2): Detalles, Examen, PDF, Diagnóstico. */
export function RowActions() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useStaffDataProvider();
  const [examOpen, setExamOpen] = useState(false);
  if (!record) return null;

  const download = async (kind: 'pdf' | 'diagnostic') => {
    try {
      const file = kind === 'pdf' ? await dataProvider.downloadApplicationPdf(record.id) : await dataProvider.downloadDiagnosticPdf(record.id);
      saveFile(file, kind === 'pdf' ? `ficha-aplicante-${record.id}.pdf` : `diagnostico-aplicante-${record.id}.pdf`);
    } catch (error) {
      console.error(error);
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 0.5 }}>
      <Button size="small" variant="contained" component={Link} to={`/applications/${record.id}/show`}>
        {translate('postula.applications.details')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setExamOpen(true)}>
        {translate('postula.applications.exam')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => download('pdf')}>
        {translate('postula.applications.pdf')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => download('diagnostic')}>
        {translate('postula.applications.diagnostic')}
      </Button>
      {examOpen && (
        <Suspense fallback={null}>
          <DiagnosticExamModal applicationId={record.id} open={examOpen} onClose={() => setExamOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
