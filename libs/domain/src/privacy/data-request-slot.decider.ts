import { formatDateTime } from '@postula/catalogs';
import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { DATA_REQUEST_TYPE_LABELS, type DataRequestType } from './data-request.events.js';

/**
 * An account's latest request of one type, on a stream of its own: filing appends here first, with the revision
 * read, so of many filings at once one is recorded; the others see it and are refused while it is pending.
 */
export type DataRequestOpened = { type: 'DataRequestOpened'; data: { applicantId: string; requestType: DataRequestType; requestId: string; openedAt: string } };
export type DataRequestSlotEvent = DataRequestOpened;

export interface DataRequestSlotState {
  latest?: { requestId: string; openedAt: string };
}

/**
 * `settled`: the latest request the handler found answered (or that was never recorded), null when it found none;
 * whatever the stream names besides it is still pending.
 */
export type OpenDataRequest = { type: 'OpenDataRequest'; data: { applicantId: string; requestType: DataRequestType; requestId: string; now: string; settled: string | null } };

export const pendingDataRequestMessage = (requestType: DataRequestType, openedAt: string) =>
  `Ya tienes una solicitud de ${DATA_REQUEST_TYPE_LABELS[requestType].toLowerCase()} pendiente, enviada el ${formatDateTime(openedAt)}: la oficina la responderá dentro del plazo. Puedes enviar otra de ese tipo cuando la responda.`;

export const dataRequestSlotStream = (applicantId: string, requestType: DataRequestType) => `data-request-slot-${applicantId}-${requestType}`;

/** At most one pending request per type per account; an answered one frees the slot. */
export const dataRequestSlotDecider: Decider<DataRequestSlotState, OpenDataRequest, DataRequestSlotEvent> = {
  initialState: () => ({}),
  evolve: (_, event) => ({ latest: { requestId: event.data.requestId, openedAt: event.data.openedAt } }),
  decide({ data }, state) {
    const { applicantId, requestType, requestId, now, settled } = data;
    if (state.latest && state.latest.requestId !== settled) throw new DomainError('conflict', pendingDataRequestMessage(requestType, state.latest.openedAt));
    return [{ type: 'DataRequestOpened', data: { applicantId, requestType, requestId, openedAt: now } }];
  },
};
