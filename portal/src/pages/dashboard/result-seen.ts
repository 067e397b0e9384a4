/** The statuses whose modal only says "we are reviewing it": worth telling once, not at every visit. */
const IN_REVIEW = ['submitted', 'under_review'];

/**
 * Which in-review modal this browser has already shown to the applicant ('¡Postulación Enviada!' counts for
 * `submitted`), kept in `localStorage` per account: the status only, no personal data. A decision still shows its own.
 */
export function resultSeen(storage: Pick<Storage, 'getItem' | 'setItem'>, owner: string) {
  const key = `postula:resultado-visto:${owner}`;
  return {
    isPending: (status: string) => !IN_REVIEW.includes(status) || storage.getItem(key) !== status,
    markSeen(status: string) {
      if (!IN_REVIEW.includes(status)) return;
      try {
        storage.setItem(key, status);
      } catch {
        // Full or blocked storage: the modal shows again next time, nothing worse.
      }
    },
  };
}
