import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

export const AutoRejectRoute = lazy(() => import('./auto-reject-view.js').then((module) => ({ default: module.AutoRejectRoute })));
export const users = { list: lazy(() => import('./user-list.js').then((module) => ({ default: module.UserList }))), icon: ManageAccountsIcon };
