import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { gradeExam } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';
import { ApplicationWriter } from '../applications/common/application-writer.js';
import { EXAM_BANK } from './exam-bank.provider.js';
import { CompleteExamCommand } from './complete-exam.command.js';

/** Grades on the server (the client never has the key) and records the result once. */
@CommandHandler(CompleteExamCommand)
export class CompleteExamHandler implements ICommandHandler<CompleteExamCommand, void> {
  constructor(
    private readonly writer: ApplicationWriter,
    @Inject(EXAM_BANK) private readonly bank: ExamBank,
  ) {}

  async execute({ applicantId, answers }: CompleteExamCommand): Promise<void> {
    const { correct_answers, total_questions, percentage, level_achieved } = gradeExam(this.bank, answers);
    const answered = new Set(answers.map((a) => a.question_id));
    const unanswered = this.bank.filter((q) => !answered.has(q.id)).length;
    // Not retried: of two tabs sending the exam at once, the second gets 409 (answered once).
    await this.writer.decide({ type: 'CompleteExam', data: { applicantId, answers, grade: { correctAnswers: correct_answers, totalQuestions: total_questions, percentage, levelAchieved: level_achieved }, unanswered } }, { retry: false });
  }
}
