import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { gradeExam } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';
import { applicationDecider, applicationStream } from '@postula/domain';
import { ApplicationRules } from '../applications/common/application-rules.js';
import { WritePath } from '../common/write-path.js';
import { EXAM_BANK } from './exam-bank.provider.js';
import { CompleteExamCommand } from './complete-exam.command.js';

/** Grades on the server (the client never has the key) and records the result once. */
@CommandHandler(CompleteExamCommand)
export class CompleteExamHandler implements ICommandHandler<CompleteExamCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    @Inject(EXAM_BANK) private readonly bank: ExamBank,
  ) {}

  async execute({ applicantId, answers }: CompleteExamCommand): Promise<void> {
    const { correct_answers, total_questions, percentage, level_achieved } = gradeExam(this.bank, answers);
    const answered = new Set(answers.map((a) => a.question_id));
    const unanswered = this.bank.filter((q) => !answered.has(q.id)).length;
    // Not retried: of two tabs sending the exam at once, the second gets 409 (answered once).
    const grade = { correctAnswers: correct_answers, totalQuestions: total_questions, percentage, levelAchieved: level_achieved };
    await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type: 'CompleteExam', data: { applicantId, answers, grade, unanswered, ...this.rules.moment() } });
  }
}
