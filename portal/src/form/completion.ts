import { completionOfAnswers } from '@postula/contract';
import type { Completion } from '@postula/domain';
import { applicationApi } from '../api/application.js';
import { legalRepresentativeApi } from '../api/legal-representative.js';

export type { Completion };

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

/** The shared completion (libs/domain whats-missing.ts) from the API's answers. */
export const completionOf = (saved: SavedSteps): Completion => completionOfAnswers(saved);

/** Read from the API (the form's opening step and the dashboard's list). */
export const readCompletion = async (): Promise<Completion> => completionOf(await readSavedSteps());
