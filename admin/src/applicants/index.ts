import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

export const applicants = { list: lazy(() => import('./applicant-list.js').then((module) => ({ default: module.ApplicantList }))), icon: PeopleIcon };
