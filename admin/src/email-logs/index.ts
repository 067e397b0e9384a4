import EmailIcon from '@mui/icons-material/Email';
import { EmailLogList } from './email-log-list.js';

export const emailLogs = { list: EmailLogList, icon: EmailIcon };
