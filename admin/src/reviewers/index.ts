import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';

export const reviewers = { list: lazy(() => import('./reviewer-list.js').then((module) => ({ default: module.ReviewerList }))), icon: RateReviewIcon };
