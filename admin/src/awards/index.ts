import SchoolIcon from '@mui/icons-material/School';
import { lazy } from 'react';

/** 'Becas': reviewers read it, superadmins verify documents and record renunciations. */
export const awards = { list: lazy(() => import('./award-list.js').then((module) => ({ default: module.AwardList }))), icon: SchoolIcon };
/** Opened from 'Becas' (not in the menu). */
export const waitingList = { list: lazy(() => import('./waiting-list.js').then((module) => ({ default: module.WaitingList }))) };
