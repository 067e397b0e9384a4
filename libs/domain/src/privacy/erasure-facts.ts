import type { ApplicationEvent } from '../applications/application.events.js';
import { evolve as evolveApplication, initialState as initialApplication, type ApplicationState } from '../applications/application.state.js';
import { DomainError } from '../shared/domain-error.js';
import { ERASURE_REFUSED_AWARDED_MESSAGE } from './personal-data.js';

/** What an erasure needs from the application stream: the application, and every file ever uploaded (replaced ones too). */
export interface ErasureFacts {
  application: ApplicationState;
  storageKeys: string[];
}

/** A fold of the application stream (for `WritePath.load`) gathering an erasure's facts. */
export const erasureFactsFold = {
  initialState: (): ErasureFacts => ({ application: initialApplication(), storageKeys: [] }),
  evolve(facts: ErasureFacts, event: ApplicationEvent): ErasureFacts {
    const application = evolveApplication(facts.application, event);
    if (event.type === 'DocumentUploaded') return { application, storageKeys: [...facts.storageKeys, event.data.storageKey] };
    if (event.type === 'EconomicStatusSaved' && event.data.rucCertificate) return { application, storageKeys: [...facts.storageKeys, event.data.rucCertificate.storageKey] };
    return { ...facts, application };
  },
};

/**
 * An awarded scholar's data is kept while the law requires it (Art. 18): the refusal says so. Until the award cycle
 * exists, an approved application is an award.
 */
export function assertErasable(facts: ErasureFacts): void {
  if (facts.application.status === 'approved') throw new DomainError('conflict', ERASURE_REFUSED_AWARDED_MESSAGE);
}
