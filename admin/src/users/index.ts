import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { UserList } from './user-list.js';

export { AutoRejectRoute } from './auto-reject-view.js';
export const users = { list: UserList, icon: ManageAccountsIcon };
