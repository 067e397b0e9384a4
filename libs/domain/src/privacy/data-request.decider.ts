import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import type { DataRequestDecision, DataRequestEvent, DataRequestFiled, DataRequestStatus, RectifiedField } from './data-request.events.js';

/** Days the office has to answer a request (LOPDP Arts. 13–16). */
export const DATA_REQUEST_ANSWER_DAYS = 15;

export const DATA_REQUEST_NOT_FOUND_MESSAGE = 'La solicitud no existe';
export const DATA_REQUEST_ALREADY_RESOLVED_MESSAGE = 'Otra persona ya resolvió esta solicitud';
export const RECTIFICATION_NEEDS_CORRECTION_MESSAGE = 'Para atender una rectificación, aplica la corrección en los datos del postulante; si no corresponde, recházala explicando por qué';
export const RECTIFICATION_CHANGES_NOTHING_MESSAGE = 'La corrección no cambia ningún dato: revisa el valor nuevo o rechaza la solicitud explicando por qué';
export const CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE = 'Solo una rectificación atendida aplica una corrección de datos';
/** Art. 18: the data of an approved scholar are kept while the programme must account for the public funds. */
export const KEPT_BY_LAW_REASON =
  'Tus datos no pueden eliminarse mientras la ley obligue a conservarlos: eres becario del programa y la entidad debe rendir cuentas del uso de fondos públicos (LOPDP, Art. 18). Los eliminaremos cuando termine esa obligación.';

export interface DataRequestState {
  filed: boolean;
  status: DataRequestStatus;
  request?: DataRequestFiled['data'];
}

export type FileDataRequest = { type: 'FileDataRequest'; data: Omit<DataRequestFiled['data'], 'dueAt'> };
export type ResolveDataRequest = {
  type: 'ResolveDataRequest';
  data: { decision: DataRequestDecision; reason: string; resolvedBy: string; now: string; keptByLaw: boolean; changes?: RectifiedField[] };
};
export type DataRequestCommand = FileDataRequest | ResolveDataRequest;

const dueAfter = (filedAt: string) => new Date(Date.parse(filedAt) + DATA_REQUEST_ANSWER_DAYS * 86_400_000).toISOString();

/** One request, one stream: filed once, resolved once (a second resolution is a 409, whoever sends it). */
export const dataRequestDecider: Decider<DataRequestState, DataRequestCommand, DataRequestEvent> = {
  initialState: () => ({ filed: false, status: 'pending' }),
  evolve(state, event) {
    if (event.type === 'DataRequestFiled') return { filed: true, status: 'pending', request: event.data };
    return { ...state, status: event.data.decision };
  },
  decide(command, state) {
    if (command.type === 'FileDataRequest') {
      if (state.filed) throw new DomainError('conflict', 'La solicitud ya fue registrada');
      return [{ type: 'DataRequestFiled', data: { ...command.data, dueAt: dueAfter(command.data.filedAt) } }];
    }
    const request = state.request;
    if (!state.filed || !request) throw new DomainError('not_found', DATA_REQUEST_NOT_FOUND_MESSAGE);
    if (state.status !== 'pending') throw new DomainError('conflict', DATA_REQUEST_ALREADY_RESOLVED_MESSAGE);
    const { decision, reason, resolvedBy, now, keptByLaw, changes } = command.data;
    // A rectification is answered by correcting the record, or refused with the reason: never closed as done unchanged.
    const rectified = request.requestType === 'rectification' && decision === 'fulfilled';
    if (rectified && !changes) throw new DomainError('invalid', RECTIFICATION_NEEDS_CORRECTION_MESSAGE, { correction: [RECTIFICATION_NEEDS_CORRECTION_MESSAGE] });
    if (rectified && !changes!.length) throw new DomainError('invalid', RECTIFICATION_CHANGES_NOTHING_MESSAGE, { correction: [RECTIFICATION_CHANGES_NOTHING_MESSAGE] });
    if (!rectified && changes) throw new DomainError('invalid', CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE, { correction: [CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE] });
    const outcome = keptByLaw ? { decision: 'refused' as const, reply: KEPT_BY_LAW_REASON } : { decision, reply: reason };
    return [
      {
        type: 'DataRequestResolved',
        data: {
          requestId: request.requestId,
          applicantId: request.applicantId,
          requestType: request.requestType,
          ...outcome,
          resolvedBy,
          resolvedAt: now,
          keptByLaw,
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          office: request.office,
          ...(rectified && { changes }),
        },
      },
    ];
  },
};
