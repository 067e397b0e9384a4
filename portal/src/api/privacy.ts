import type { BodyOf, MyData, OwnDataRequest, ResponseOf } from '@postula/contract';
import { request } from './client.js';

/** The applicant's data rights (LOPDP): what the programme holds, as JSON or ZIP, and requests to the office. */

export type { MyData, OwnDataRequest };

export const privacyApi = {
  myData: () => request<ResponseOf<'myData'>>('/applicant/my-data'),
  /** The same document as a file to save (a JSON download, not a page). */
  myDataFile: () => request<Blob>('/applicant/my-data', {}, 'blob'),
  myDataArchive: () => request<Blob>('/applicant/my-data/archive', { headers: { Accept: 'application/zip' } }, 'blob'),
  fileRequest: (body: BodyOf<'fileDataRequest'>) =>
    request<ResponseOf<'fileDataRequest'>>('/applicant/data-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
};
