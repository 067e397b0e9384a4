import type { ExamAnswerInput } from '@postula/catalogs';
import type { ApplicantLogin, BodyOf, ExamQuestion, ResponseOf, TimelineEntry } from '@postula/contract';
import { request } from './client.js';

/** Account, exam and status calls of the applicant (applicant-side.md section 7); the types are the API's contract. */

export type { ApplicantLogin, ExamQuestion, TimelineEntry };

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const accountApi = {
  login: (body: BodyOf<'applicantLogin'>) => request<ResponseOf<'applicantLogin'>>('/auth/applicant/login', json(body)),
  register: (body: BodyOf<'applicantRegister'>) => request<ResponseOf<'applicantRegister'>>('/auth/applicant/register', json(body)),
  forgotPassword: (body: BodyOf<'forgotPassword'>) => request<ResponseOf<'forgotPassword'>>('/auth/applicant/forgot-password', json(body)),
  resetPassword: (body: BodyOf<'resetPassword'>) => request<ResponseOf<'resetPassword'>>('/auth/applicant/reset-password', json(body)),
  updatePassword: (body: BodyOf<'updatePassword'>) => request<ResponseOf<'updatePassword'>>('/applicant/update-password', json(body)),
  logout: () => request<ResponseOf<'logout'>>('/auth/logout', { method: 'POST' }),
  optOutOfReminders: (body: BodyOf<'optOutOfReminders'>) => request<ResponseOf<'optOutOfReminders'>>('/reminders/opt-out', json(body)),
  optBackIntoReminders: (body: BodyOf<'optBackIntoReminders'>) => request<ResponseOf<'optBackIntoReminders'>>('/reminders/opt-in', json(body)),
  reminderStatus: (body: BodyOf<'reminderStatus'>) => request<ResponseOf<'reminderStatus'>>('/reminders/status', json(body)),
  exam: () => request<ResponseOf<'exam'>>('/diagnostic/exam'),
  examStatus: () => request<ResponseOf<'examStatus'>>('/diagnostic/status'),
  timeline: () => request<ResponseOf<'applicationTimeline'>>('/application/timeline'),
  submitExam: (answers: ExamAnswerInput[]) => request<ResponseOf<'submitExam'>>('/diagnostic/submit', json({ answers } satisfies BodyOf<'submitExam'>)),
};
