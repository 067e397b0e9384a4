import { Card, CardContent, Typography } from '@mui/material';
import { formatNumber } from './format.js';

/** One figure of a summary row (the dashboard's counts, the places of 'Becas'). */
export function Metric({ label, value }: { label: string; value: number }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {formatNumber(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}
