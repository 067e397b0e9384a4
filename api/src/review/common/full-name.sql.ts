/**
 * An applicant's full name in SQL, for the row alias given. It must stay the expression of the indexes in
 * projections/migrations/0050-review.sql (trigram search, lower-case equality), or those indexes go unused.
 */
export const fullNameSql = (alias: string) =>
  `(${alias}.first_name || ' ' || coalesce(${alias}.middle_name || ' ', '') || ${alias}.last_name || coalesce(' ' || ${alias}.second_last_name, ''))`;
