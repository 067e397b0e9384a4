import type { BodyOf, ResponseOf } from '@postula/contract';
import { fetchFile, type HttpClient } from './http-client.js';

/** 'Becas': the places' summary and the staff's acts on an offer (verify a document, record a renunciation). */
export type AwardsSummary = ResponseOf<'awardsSummary'>;
export type VerifyAwardDocument = BodyOf<'verifyAwardDocument'>;

export function awardMethods(http: HttpClient, download: typeof fetchFile = fetchFile) {
  return {
    async awardsSummary(): Promise<AwardsSummary> {
      return (await http('/awards/summary')).json;
    },
    async verifyAwardDocument(body: VerifyAwardDocument): Promise<ResponseOf<'verifyAwardDocument'>> {
      return (await http('/awards/verify-document', { method: 'POST', body: JSON.stringify(body) })).json;
    },
    /** A scholar's renunciation after accepting (superadmin); the next applicant on the waiting list gets the offer. */
    async withdrawAward(body: BodyOf<'withdrawAward'>): Promise<ResponseOf<'withdrawAward'>> {
      return (await http('/awards/withdraw', { method: 'POST', body: JSON.stringify(body) })).json;
    },
    /** The results day and when the results were published (null: not yet). */
    async resultsStatus(): Promise<ResponseOf<'resultsStatus'>> {
      return (await http('/results/status')).json;
    },
    /** Publishes the results now (superadmin): every decision so far is told to its applicant. */
    async publishResults(): Promise<ResponseOf<'publishResults'>> {
      return (await http('/results/publish', { method: 'POST', body: JSON.stringify({}) })).json;
    },
    /** The awarded list with each document's status; the API names the file. */
    downloadAwardsExcel() {
      return download('/awards/excel');
    },
  };
}
