// Scenario 5: the staff reads, each measured at 10 connections against the read baseline.

/** The reads of a reviewer's working day: the list (no filter, each filter alone, three combined), one application. */
export const staffReads = (applicationId) => [
  ['staff list, no filter', 'applications/all?page=1&per_page=25'],
  ['staff list, status filter', 'applications/all?page=1&per_page=25&status=submitted'],
  ['staff list, name filter', 'applications/all?page=1&per_page=25&applicant_name=ana'],
  ['staff list, average filter', 'applications/all?page=1&per_page=25&academic_average_min=8'],
  ['staff list, three filters', 'applications/all?page=1&per_page=25&status=submitted&applicant_name=ana&academic_average_min=8'],
  ['application details', `applications/details?id=${applicationId}`],
  ['application history', `applications/history?application_id=${applicationId}`],
  ['statistics', 'applications/statistics'],
  ['reviewer statistics', 'reviewers/approval-stats'],
];

/** A submitted application (the details' first opening puts it under review), else any started one. */
export async function anApplicationToRead(pool) {
  const { rows } = await pool.query("SELECT id FROM read.applications WHERE status <> 'none' ORDER BY status = 'submitted' DESC, id LIMIT 1");
  return rows[0]?.id;
}

/** Each read in turn at `connections` (closed model, `closedModel` of bench/run.js), as a superadmin (`headers`). */
export async function measureStaffReads({ closedModel, appUrl, headers, applicationId, connections = 10, seconds }) {
  const results = [];
  for (const [name, path] of staffReads(applicationId)) {
    results.push([name, await closedModel({ url: `${appUrl}/backend/api/${path}`, connections, seconds, perClient: (c) => c.setHeaders(headers) })]);
  }
  return results;
}
