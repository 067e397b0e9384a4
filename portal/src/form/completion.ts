import { applicationApi } from '../api/application.js';
import { legalRepresentativeApi } from '../api/legal-representative.js';
import { missingDocuments } from './documents.js';

/** How far the applicant got: the steps already saved, and the required documents not uploaded yet. */
export interface Completion {
  completed: Set<number>;
  /** Labels of the required documents still missing; null while step 3 has not said whether the applicant graduated. */
  missingDocuments: string[] | null;
  /** An applicant under 15 whose representative is not named yet, or has not confirmed yet; absent otherwise. */
  representative?: 'missing' | 'pending';
}

/** Steps 1 to 8 as saved, one call per step in parallel (null for a step never saved). */
export async function readSavedSteps() {
  const [personal, address, academic, references, members, economic, documents, financial, representative] = await Promise.all([
    applicationApi.section('personal-details'),
    applicationApi.section('address-details'),
    applicationApi.section('academic-details'),
    applicationApi.references(),
    applicationApi.members(),
    applicationApi.economicStatus(),
    applicationApi.documents(),
    applicationApi.financialSummary(),
    legalRepresentativeApi.find(),
  ]);
  return { personal, address, academic, references, members, economic, documents, financial, representative };
}
export type SavedSteps = Awaited<ReturnType<typeof readSavedSteps>>;

export function completionOf({ personal, address, academic, references, members, economic, documents, financial, representative }: SavedSteps): Completion {
  const missing = academic ? missingDocuments(documents, !academic.currently_studying_school) : null;
  const done = [personal, address, academic, references.length, members.length, economic, missing && !missing.length, financial];
  const completion: Completion = { completed: new Set(done.flatMap((d, i) => (d ? [i + 1] : []))), missingDocuments: missing };
  if (!representative.required) return completion;
  if (!representative.legal_representative) return { ...completion, representative: 'missing' };
  return representative.legal_representative.confirmed_at ? completion : { ...completion, representative: 'pending' };
}

/** Read from the API (the form's opening step and the dashboard's list). */
export const readCompletion = async (): Promise<Completion> => completionOf(await readSavedSteps());
