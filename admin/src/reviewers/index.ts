import RateReviewIcon from '@mui/icons-material/RateReview';
import { ReviewerList } from './reviewer-list.js';

export const reviewers = { list: ReviewerList, icon: RateReviewIcon };
