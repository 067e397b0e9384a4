/**
 * The read models the projections service maintains, by projector name (its checkpoint's name). The API waits for
 * these after a write (read-your-writes) and reports their checkpoints in its health check; it names them here
 * instead of importing the projectors, which belong to the projections app. projections/src/projectors.unit.spec.ts
 * keeps this list and the projectors in step.
 */
export const READ_MODELS: readonly string[] = [
  'applicants',
  'staff-users',
  'reviewer-applications',
  'email-logs',
  'application-details',
  'application-documents',
  'exam-results',
  'application-history',
  'statistics',
  'access-log',
  'awards',
];
