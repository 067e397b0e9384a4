export class ImportApplicantsCommand {
  constructor(readonly csv: string) {}
}

export interface ImportReport {
  status: 'success';
  message: string;
  created: { row: number; email: string; applicant_id: string }[];
  refused: { row: number; email: string | null; message: string; errors?: Record<string, string[]> }[];
}
