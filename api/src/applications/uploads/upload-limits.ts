import { MAX_FILE_BYTES } from '@postula/domain';

/** The limit lives in the domain library so the portal checks (and scales photos to) the same figure. */
export { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES } from '@postula/domain';

export const UPLOAD_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  /** Seven document types, with room for a stray extra part that is then refused by name. */
  files: 10,
  fields: 50,
  fieldSize: 64 * 1024,
};
