import EmailIcon from '@mui/icons-material/Email';
import { lazy } from 'react';

export const emailLogs = { list: lazy(() => import('./email-log-list.js').then((module) => ({ default: module.EmailLogList }))), icon: EmailIcon };
