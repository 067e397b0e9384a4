import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { EXCEL_ALL_STATUSES } from '@postula/contract';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../layout/save-file.js';
import { LISTED_STATUSES } from './statuses.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';

/** Excel of one status or of all ('Todos'), streamed by the API; shows the bytes received while it arrives. */
export function ExcelDownload() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useStaffDataProvider();
  const [status, setStatus] = useState<string>('submitted');
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    setReceived(0);
    try {
      const file = await dataProvider.downloadExcel(status, setReceived);
      saveFile(file, `postulaciones-${status}.xlsx`);
      notify('postula.excel.downloaded', { type: 'success' });
    } catch (error) {
      console.error(error);
      notify((error as { status?: number }).status === 404 ? 'postula.excel.no_data' : 'postula.excel.failed', { type: 'error' });
    } finally {
      setReceived(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        name="status"
        id="excel-status"
        label={translate('postula.excel.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        disabled={received !== null}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={EXCEL_ALL_STATUSES}>{translate('postula.excel.all')}</MenuItem>
        {LISTED_STATUSES.map((id) => (
          <MenuItem key={id} value={id}>
            {translate(`postula.status.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={received !== null}>
        {translate('postula.excel.download')}
      </Button>
      {received !== null && (
        <Box sx={{ minWidth: 160 }} role="status">
          <LinearProgress aria-label={translate('postula.excel.progress')} />
          <Typography variant="caption">{translate('postula.excel.received', { kb: Math.round(received / 1024) })}</Typography>
        </Box>
      )}
    </Box>
  );
}
