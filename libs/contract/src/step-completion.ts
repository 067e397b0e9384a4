import type { ApplicationSection } from '@postula/catalogs';
import { completionOf, type Completion } from '@postula/domain';

/** Steps 1 to 8 as the applicant's GET routes answer them (null: a step never saved). */
export interface SavedStepAnswers {
  personal: object | null;
  address: object | null;
  academic: { currently_studying_school?: unknown } | null;
  references: readonly unknown[];
  members: readonly unknown[];
  economic: object | null;
  documents: readonly { document_type: string }[];
  financial: object | null;
  /** `GET application/legal-representative`. */
  representative?: { required: boolean; legal_representative: { confirmed_at: string | null; declined_at?: string | null } | null };
}

/** The dashboard's completion (libs/domain whats-missing.ts) from the API's answers, as the portal reads them. */
export function completionOfAnswers({ personal, address, academic, references, members, economic, documents, financial, representative }: SavedStepAnswers): Completion {
  const sections: [ApplicationSection, unknown][] = [
    ['personal_details', personal],
    ['address_details', address],
    ['academic_details', academic],
    ['personal_references', references.length],
    ['household_members', members.length],
    ['economic_status', economic],
    ['financial_summary', financial],
  ];
  const saved = new Set(sections.flatMap(([section, value]) => (value ? [section] : [])));
  const named = representative?.legal_representative;
  const representativeStep = !representative?.required ? undefined : !named ? 'missing' : named.confirmed_at ? undefined : named.declined_at ? 'declined' : 'pending';
  return completionOf({ saved, documentTypes: documents.map((d) => d.document_type), graduated: academic ? !academic.currently_studying_school : null, representative: representativeStep });
}
