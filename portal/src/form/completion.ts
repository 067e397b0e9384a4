import { applicationApi } from '../api/application.js';
import { missingDocuments } from './documents.js';

/** How far the applicant got: the steps already saved, and the required documents not uploaded yet. */
export interface Completion {
  completed: Set<number>;
  /** Labels of the required documents still missing; null while step 3 has not said whether the applicant graduated. */
  missingDocuments: string[] | null;
}

/** Read from the API, one call per step in parallel (the form's opening step and the dashboard's list). */
export async function readCompletion(): Promise<Completion> {
  const [personal, address, academic, references, members, economic, documents, financial] = await Promise.all([
    applicationApi.section('personal-details'),
    applicationApi.section('address-details'),
    applicationApi.section('academic-details'),
    applicationApi.references(),
    applicationApi.members(),
    applicationApi.economicStatus(),
    applicationApi.documents(),
    applicationApi.financialSummary(),
  ]);
  const missing = academic ? missingDocuments(documents, !academic.currently_studying_school) : null;
  const done = [personal, address, academic, references.length, members.length, economic, missing && !missing.length, financial];
  return { completed: new Set(done.flatMap((d, i) => (d ? [i + 1] : []))), missingDocuments: missing };
}
