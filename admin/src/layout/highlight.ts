/** Background of a row that fails a rule (eligibility, entry conditions): a translucent red, readable in both themes. */
export const flaggedRowSx = { backgroundColor: 'rgba(244, 67, 54, 0.14)' };
