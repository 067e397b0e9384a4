import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PreparingCard } from './preparing-card.js';

/** 'Panel de Control': one small card per metric will sit here. */
export function Dashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <PreparingCard />
    </Box>
  );
}
