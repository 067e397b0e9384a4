import type { ApplicantProfileInput, ForgotPasswordInput, LoginInput, ResetPasswordInput, UpdatePasswordInput } from '@postula/validation';
import { request } from './client.js';

/** Account, exam and status calls of the applicant (applicant-side.md section 7). */

export interface ApplicantLogin {
  token: string;
  applicant: { id: string; first_name: string; middle_name: string | null; last_name: string; second_last_name: string | null; email: string; identification: string; first_login: boolean };
}

export interface Message {
  status: 'success';
  message: string;
}

export interface ExamQuestion {
  id: number;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
}

export type Exam = Record<'A1' | 'A2' | 'B1' | 'B2', ExamQuestion[]>;
export type ExamAnswer = { question_id: number; selected_option: 'a' | 'b' | 'c' };

/** One status change of the applicant's own application (GET application/timeline). */
export interface TimelineEntry {
  status: string;
  status_es: string;
  changed_at: string;
  notes: string | null;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const accountApi = {
  login: (body: LoginInput) => request<ApplicantLogin>('/auth/applicant/login', json(body)),
  register: (body: ApplicantProfileInput) => request<Message>('/auth/applicant/register', json(body)),
  forgotPassword: (body: ForgotPasswordInput) => request<Message>('/auth/applicant/forgot-password', json(body)),
  resetPassword: (body: ResetPasswordInput) => request<Message>('/auth/applicant/reset-password', json(body)),
  updatePassword: (body: UpdatePasswordInput) => request<Message>('/applicant/update-password', json(body)),
  logout: () => request<Message>('/auth/logout', { method: 'POST' }),
  exam: () => request<Exam>('/diagnostic/exam'),
  examStatus: () => request<{ has_completed_exam: boolean }>('/diagnostic/status'),
  timeline: () => request<{ timeline: TimelineEntry[] }>('/application/timeline'),
  submitExam: (answers: ExamAnswer[]) => request<Message>('/diagnostic/submit', json({ answers })),
};
