/**
 * Who read what of an application, stream `access-{applicationId}`: kept apart from the application's own stream so a
 * read never moves the revision a reviewer decides on. Appended with no expected revision (reads never conflict).
 */

/** The reader as it was at the time of the read (names and e-mails may change later). */
export interface AccessActor {
  id: string;
  role: 'superadmin' | 'reviewer' | 'auditor' | 'user';
  name: string | null;
  email: string | null;
}

/** Which staff read of the application: the details, the PDF sheet, the diagnostic exam or its PDF, or its audit trail (events, replay, diff). */
export type DetailsView = 'details' | 'pdf' | 'diagnostic_exam' | 'diagnostic_exam_pdf' | 'audit';

export type ApplicationDetailsViewed = {
  type: 'ApplicationDetailsViewed';
  data: { applicationId: string; actor: AccessActor; via: DetailsView; at: string };
};

export type DocumentDownloaded = {
  type: 'DocumentDownloaded';
  data: { applicationId: string; actor: AccessActor; documentId: string; documentType: string; fileName: string; at: string };
};

export type AccessEvent = ApplicationDetailsViewed | DocumentDownloaded;

export const ACCESS_EVENT_TYPES: AccessEvent['type'][] = ['ApplicationDetailsViewed', 'DocumentDownloaded'];

export const accessStream = (applicationId: string) => `access-${applicationId}`;
