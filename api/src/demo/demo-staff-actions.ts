import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateStatusSchema, verifyAwardDocumentSchema, withdrawAwardSchema } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { WrongExpectedRevisionError } from '@postula/platform';
import { AwardActionCommand } from '../awards/staff-awards/award-action.command.js';
import { StartReviewCommand } from '../review/application-details/start-review.command.js';
import { UpdateStatusCommand, type UpdateStatusResult } from '../review/update-status/update-status.command.js';
import type { Ineligibility } from './demo-application.js';
import { DEMO_CORRECTIONS, runAs } from './demo-applicant-actions.js';
import type { DemoClock } from './demo-clock.js';
import type { SeededRandom } from './seeded-random.js';

const APPROVAL_NOTES = [
  'Cumple todos los requisitos. Documentación completa y legible.',
  'Postulación completa; requisitos verificados.',
  'Aprobado: datos consistentes con los documentos.',
  'Cumple con el perfil del programa.',
];
const REJECTION_NOTES = ['La documentación no corresponde al postulante.', 'Información inconsistente entre los documentos y el formulario.', 'El documento de respaldo económico no es válido.'];
const INELIGIBLE_NOTES: Record<Exclude<Ineligibility, null>, string> = {
  city: 'No reside en Guayaquil, requisito del programa.',
  particular: 'Proviene de una institución educativa particular.',
  grade: 'El promedio académico no alcanza el mínimo requerido.',
  exam: 'Resultado insuficiente en la evaluación diagnóstica.',
  income: 'Los ingresos mensuales superan el límite del programa.',
};

/** The staff's side of the demo through the review commands, at the plan's instants, as the acting staff member. */
export class DemoStaffActions {
  private readonly commands: CommandBus;

  constructor(
    app: INestApplicationContext,
    private readonly clock: DemoClock,
  ) {
    this.commands = app.get(CommandBus);
  }

  /** Opening the details (GET applications/details) as the reviewer; true when it moved to under_review. */
  async open(reviewerId: string, applicantId: string, at: number): Promise<boolean> {
    const { events } = await this.as(reviewerId, at, () => this.commands.execute(new StartReviewCommand(applicantId, reviewerId)));
    return events.length > 0;
  }

  requestCorrections(reviewerId: string, applicantId: string, correction: number, at: number): Promise<UpdateStatusResult> {
    const { flags, notes } = DEMO_CORRECTIONS[correction];
    return this.updateStatus(reviewerId, at, { application_id: applicantId, new_status: 'correction_review', correction_notes: notes, corrections: flags });
  }

  decide(reviewerId: string, applicantId: string, decision: 'approved' | 'rejected', ineligible: Ineligibility, at: number, random: SeededRandom): Promise<UpdateStatusResult> {
    const notes = decision === 'approved' ? random.pick(APPROVAL_NOTES) : ineligible ? INELIGIBLE_NOTES[ineligible] : random.pick(REJECTION_NOTES);
    return this.updateStatus(reviewerId, at, { application_id: applicantId, new_status: decision, correction_notes: notes });
  }

  /** A superadmin verifies a post-award document (POST awards/verify-document). */
  async verifyAwardDocument(superadminId: string, applicantId: string, documentType: string, at: number): Promise<void> {
    const input = verifyAwardDocumentSchema.parse({ application_id: applicantId, document_type: documentType, verified: true });
    await runAs({ id: superadminId, role: 'superadmin' }, this.clock, at, () => this.commands.execute(new AwardActionCommand({ kind: 'verify', input }, superadminId)));
  }

  /** A superadmin records a scholar's renunciation (POST awards/withdraw); answers the application promoted, if any. */
  withdrawAward(superadminId: string, applicantId: string, at: number): Promise<string | null> {
    const input = withdrawAwardSchema.parse({ application_id: applicantId, reason: 'El becario comunicó por escrito que renuncia a la beca: empezó a trabajar en horario de clases.' });
    return runAs({ id: superadminId, role: 'superadmin' }, this.clock, at, () => this.commands.execute<AwardActionCommand, string | null>(new AwardActionCommand({ kind: 'withdraw', input }, superadminId)));
  }

  /** Two approvals racing for the places stream: the loser's 409 is tried again, as the reviewer would click again. */
  private async updateStatus(reviewerId: string, at: number, body: Record<string, unknown>): Promise<UpdateStatusResult> {
    const input = updateStatusSchema.parse(body);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.as(reviewerId, at, () => this.commands.execute(new UpdateStatusCommand(input, reviewerId)));
      } catch (error) {
        const conflict = (error instanceof DomainError && error.kind === 'conflict') || error instanceof WrongExpectedRevisionError;
        if (!conflict || attempt >= 5) throw error;
      }
    }
  }

  private as<T>(staffId: string, at: number, work: () => Promise<T>): Promise<T> {
    return runAs({ id: staffId, role: 'reviewer' }, this.clock, at, work);
  }
}
