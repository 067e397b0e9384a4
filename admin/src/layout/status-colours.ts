import type { StaffStatus } from '@postula/contract';

/**
 * One colour per application status, the same in every chip and chart of the panel: ten distinct hues, each dark
 * enough for white text (contrast 4.5:1 or more) and visible as a fill on the dark theme's background.
 */
export const STATUS_COLOURS: Readonly<Record<StaffStatus, string>> = {
  started: '#546e7a',
  submitted: '#1565c0',
  under_review: '#6a1b9a',
  correction_review: '#b45309',
  correction_applicant: '#00796b',
  approved: '#2e7d32',
  approved_out: '#5d4037',
  rejected: '#c62828',
  award_expired: '#37474f',
  award_declined: '#ad1457',
};

/** A status the map does not know (none) reads as grey. */
export const statusColour = (status: string) => STATUS_COLOURS[status as StaffStatus] ?? '#616161';

/**
 * Colours for `count` reviewers, hues spread by the golden angle so any number stays apart; each reviewer has a
 * dark shade (approvals, and the reviews chart) and a light one (rejections) of its hue.
 */
export function reviewerColours(count: number): { dark: string; light: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const hue = Math.round((i * 137.508) % 360);
    return { dark: `hsl(${hue}, 70%, 35%)`, light: `hsl(${hue}, 75%, 70%)` };
  });
}
