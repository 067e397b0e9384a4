/**
 * Placeholder until the diagnostic exam modal lands (owned by the review screens' helper; replace this file whole,
 * keeping the default export's props: the list's 'Examen' button opens it).
 */
export default function DiagnosticExamModal(_props: { applicationId: string; open: boolean; onClose: () => void }) {
  return null;
}
