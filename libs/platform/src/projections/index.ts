export * from './projector.js';
export * from './projection-runner.js';
export * from './wait-for-projections.js';
export * from './rebuild-projections.js';
export * from './projections-migrations.js';
export { CHECKPOINT_CHANNEL, CHECKPOINT_SQL, CheckpointConflictError, ProjectionApplyError } from './projection-checkpoints.js';
export type { CheckpointRow } from './projection-checkpoints.js';
export * from './set-based-writes.js';
export * from './verify-projections.js';
