import type { Projector } from '@postula/platform';
import { applicantsProjector } from './identity/applicants.projector.js';
import { staffUsersProjector } from './identity/staff-users.projector.js';

/** Every read model's projector: the runner, the embedded mode and the rebuild command all take this list. */
export const projectors: Projector[] = [applicantsProjector, staffUsersProjector];
