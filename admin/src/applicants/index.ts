import PeopleIcon from '@mui/icons-material/People';
import { ApplicantList } from './applicant-list.js';

export const applicants = { list: ApplicantList, icon: PeopleIcon };
