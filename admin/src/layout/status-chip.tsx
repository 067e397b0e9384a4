import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColour } from './status-colours.js';

/** A status in its Spanish label and its colour (the dashboard's charts use the same). */
export function StatusChip({ status, size = 'medium' }: { status: string; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip size={size} label={translate(`postula.status.${status}`, { _: status })} sx={{ bgcolor: statusColour(status), color: '#fff' }} />;
}
