/**
 * An applicant's full name in SQL, for the row alias given. It must stay the expression of the lower-case equality
 * index in projections/migrations/0050-review.sql (possible duplicates), or that index goes unused.
 */
export const fullNameSql = (alias: string) =>
  `(${alias}.first_name || ' ' || coalesce(${alias}.middle_name || ' ', '') || ${alias}.last_name || coalesce(' ' || ${alias}.second_last_name, ''))`;
