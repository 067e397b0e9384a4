import { DATA_REQUEST_STATUS_LABELS, DATA_REQUEST_TYPE_LABELS } from '@postula/domain';
import type { DataRequestFiled, DataRequestResolved, RectifiedField } from '@postula/domain';
import { dataOf, recipientIn, type EmailFor, type EmailOf } from './email-mapping.js';

/** What a rectification changed, one line per value, as the applicant's reply lists it. */
const rectified = (c: RectifiedField) => `${c.label}: antes «${c.old}», ahora «${c.new}»`;

/**
 * Data-rights requests: each step tells the applicant and the data protection officer (the office's side). The
 * officer's messages name only the request (who asked, and what, is in the queue 'Derechos de datos'): they hold none
 * of the applicant's data, so their recipient, a member of the office, stays readable after the applicant's erasure.
 */
export const privacyEmails: Record<string, EmailFor> = {
  DataRequestFiled: (event): EmailOf[] => {
    const d = dataOf<DataRequestFiled>(event);
    const common = { request_type: DATA_REQUEST_TYPE_LABELS[d.requestType].toLowerCase(), message: d.message, due_at: d.dueAt };
    return [
      { stage: 'data_request_received', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, ...common }, sealed: null },
      {
        stage: 'data_request_office',
        recipient: d.office,
        applicantId: null,
        variables: { first_name: d.office.firstName, request_id: d.requestId, request_type: common.request_type, due_at: d.dueAt, decision: null },
        sealed: null,
      },
    ];
  },
  DataRequestResolved: (event): EmailOf[] => {
    const d = dataOf<DataRequestResolved>(event);
    const common = { request_type: DATA_REQUEST_TYPE_LABELS[d.requestType].toLowerCase(), decision: DATA_REQUEST_STATUS_LABELS[d.decision].toLowerCase(), reason: d.reply };
    const erased = d.requestType === 'deletion' && d.decision === 'fulfilled';
    return [
      { stage: 'data_request_resolved', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, erased, changes: (d.changes ?? []).map(rectified), ...common }, sealed: null },
      {
        stage: 'data_request_office',
        recipient: d.office,
        applicantId: null,
        variables: { first_name: d.office.firstName, request_id: d.requestId, request_type: common.request_type, decision: common.decision, due_at: null },
        sealed: null,
      },
    ];
  },
};
