import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';

/** 'Aplicaciones': the list, and the details screen (lazy: the review screens are heavy) at /applications/:id/show. */
export const applications = {
  list: lazy(() => import('./list/application-list.js').then((module) => ({ default: module.ApplicationList }))),
  show: lazy(() => import('./details/index.js')),
  icon: AssignmentIcon,
  recordRepresentation: (record: { first_name?: string; last_name?: string }) => [record.first_name, record.last_name].filter(Boolean).join(' '),
};
