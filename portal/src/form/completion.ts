import type { ApplicationSection } from '@postula/catalogs';
import { completionOf as completionOfSaved, type Completion } from '@postula/domain';
import { applicationApi } from '../api/application.js';

export type { Completion };

/** Steps 1 to 8 as saved, one call per step in parallel (null for a step never saved). */
export async function readSavedSteps() {
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
  return { personal, address, academic, references, members, economic, documents, financial };
}
export type SavedSteps = Awaited<ReturnType<typeof readSavedSteps>>;

/** The shared completion (libs/domain whats-missing.ts) from the API's answers. */
export function completionOf({ personal, address, academic, references, members, economic, documents, financial }: SavedSteps): Completion {
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
  return completionOfSaved({ saved, documentTypes: documents.map((d) => d.document_type), graduated: academic ? !academic.currently_studying_school : null });
}

/** Read from the API (the form's opening step and the dashboard's list). */
export const readCompletion = async (): Promise<Completion> => completionOf(await readSavedSteps());
