/**
 * Placeholder until the history timeline lands (owned by the review screens' helper; replace this file whole,
 * keeping the default export's props: the Revisores screen shows it in 'Historial de Cambios').
 */
export default function HistoryTimeline(_props: { applicationId: string }) {
  return null;
}
