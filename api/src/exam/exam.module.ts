import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CompleteExamHandler } from './complete-exam.handler.js';
import { examBankProvider } from './exam-bank.provider.js';
import { ExamController } from './exam.controller.js';

@Module({
  imports: [CqrsModule, ApplicationsModule],
  controllers: [ExamController],
  providers: [examBankProvider, CompleteExamHandler],
})
export class ExamModule {}
