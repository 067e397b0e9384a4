import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { lazy } from 'react';

export const dataRequests = { list: lazy(() => import('./data-request-list.js').then((module) => ({ default: module.DataRequestList }))), icon: PrivacyTipIcon };
