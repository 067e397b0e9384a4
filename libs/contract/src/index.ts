/**
 * The API's contract, shared by the API, the portal and the staff UI: request schemas (with their Spanish messages),
 * response schemas, the pagination envelope, status labels, the API's messages and the table of routes.
 * Browser-safe: no Node import anywhere in its import graph (contract.unit.spec.ts).
 */
export * from './messages.js';
export * from './list-query.js';
export * from './status-labels.js';
export * from './staff/queries.js';
export * from './staff/update-status.js';
export * from './staff/retention.js';
export * from './staff/awards.js';
export * from './staff/results.js';
export * from './reminder-opt-out.js';
export * from './step-completion.js';
export * from './responses/common.js';
export * from './responses/applicant.js';
export * from './responses/staff.js';
export * from './responses/awards.js';
export * from './privacy/data-rights.js';
export * from './routes.js';
/** The request schemas of the forms and accounts, with their Spanish messages, live in libs/validation: one import for the clients. */
export * from '@postula/validation';
