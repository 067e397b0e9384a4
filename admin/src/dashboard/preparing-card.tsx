import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PreparingCard() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="primary" fontSize="large" />
          <div>
            <Typography variant="h6">{translate('postula.dashboard.preparing_title')}</Typography>
            <Typography color="text.secondary">{translate('postula.dashboard.preparing_text')}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
