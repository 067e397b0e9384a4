import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EXAM_OPTIONS, type ExamBank } from '@postula/catalogs';
import { applicantStream, DomainError, type AwardDocumentType, type CorrectionFlags, type DocumentType, type FormSection } from '@postula/domain';
import { EVENT_STORE, unseal, type AppConfig, type AwardSettings, type EventStore } from '@postula/platform';
import { examAnswersSchema } from '@postula/validation';
import { ChangeApplicationCommand } from '../applications/change-application/change-application.command.js';
import { ApplicationRules, parseWith } from '../applications/common/application-rules.js';
import { AnswerAwardCommand } from '../awards/applicant-award/answer-award.command.js';
import { UploadAwardDocumentsCommand } from '../awards/applicant-award/upload-award-documents.command.js';
import type { ApplicationChange } from '../applications/change-application/change-application.command.js';
import { UploadDocumentsCommand } from '../applications/documents/upload-documents.command.js';
import { SaveEconomicStatusCommand } from '../applications/economic-status/save-economic-status.command.js';
import { SubmitApplicationCommand } from '../applications/submission/submit-application.command.js';
import type { UploadedFile } from '../applications/uploads/multipart-form.js';
import { requestContext, type Actor } from '../common/request-context.js';
import { CompleteExamCommand } from '../exam/complete-exam.command.js';
import { EXAM_BANK } from '../exam/exam-bank.provider.js';
import { ApplicantLoginCommand } from '../identity/applicant-login/applicant-login.command.js';
import { RegisterApplicantCommand, type RegisterApplicantResult } from '../identity/register-applicant/register-applicant.command.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { personalPdf, type DemoFile } from './demo-application.js';
import { MINUTE } from './demo-calendar.js';
import type { DemoClock } from './demo-clock.js';
import { PARTS, type ApplicantPlan } from './demo-plan.js';
import type { SeededRandom } from './seeded-random.js';

/** A reviewer's correction request and how the applicant answers it. */
export const DEMO_CORRECTIONS: readonly { flags: CorrectionFlags; notes: string }[] = [
  { flags: { personal_details: { phone: true } }, notes: 'El número de teléfono registrado no responde. Por favor actualícelo.' },
  { flags: { address_details: { main_street: true } }, notes: 'La dirección está incompleta: indique las calles y una referencia.' },
  { flags: { documents: { documents: true } }, notes: 'La copia de la cédula está ilegible. Suba nuevamente el documento escaneado.' },
];

const AWARD_FILE_NAMES: Record<AwardDocumentType, string> = { commitment_letter: 'carta-de-compromiso-firmada.pdf', notarized_id: 'cedula-notariada.pdf', enrolment_certificate: 'certificado-de-matricula.pdf' };
const DECLINE_REASONS = [null, 'Obtuve una beca en otra institución.', 'Mi horario de trabajo no me permite asistir a las clases.', 'Me mudo fuera de Guayaquil.', null];

/**
 * The applicant's side of the demo, through the same commands and step schemas as the HTTP controllers, each run
 * at its instant of the plan (DemoClock) in a request context naming the applicant, as a request would.
 */
export class DemoApplicantActions {
  private readonly commands: CommandBus;
  private readonly rules: ApplicationRules;
  private readonly bank: ExamBank;
  private readonly store: EventStore;
  private readonly config: AppConfig;

  constructor(
    app: INestApplicationContext,
    private readonly clock: DemoClock,
  ) {
    this.commands = app.get(CommandBus);
    this.rules = app.get(ApplicationRules);
    this.bank = app.get<ExamBank>(EXAM_BANK);
    this.store = app.get<EventStore>(EVENT_STORE);
    this.config = app.get<AppConfig>(CONFIG);
  }

  /** The applicant's own journey as far as its stage; returns the new account's id. */
  async journey(plan: ApplicantPlan, random: SeededRandom): Promise<string> {
    const id = await this.register(plan);
    const at = (step: number) => plan.times[step];
    // Half of those who only registered never log in (the dashboard's "never logged in").
    if (plan.stage !== 'registered' || random.chance(0.5)) await this.login(id, plan, at(0) + MINUTE);
    if (plan.stage === 'registered') return id;
    const b = plan.bodies();
    await this.as(id, at(1), () => this.commands.execute(new CompleteExamCommand(id, this.answers(b.examCorrect, random))));
    if (plan.stage === 'exam') return id;
    const parts = plan.stage === 'started' ? plan.partsSaved : PARTS;
    const steps: (() => Promise<unknown>)[] = [
      () => this.saveSection(id, 'personal_details', b.personal, { editsSaved: false }),
      () => this.saveSection(id, 'address_details', b.address, { editsSaved: false }),
      () => this.saveSection(id, 'academic_details', b.academic, { editsSaved: false }),
      async () => {
        for (const reference of b.references) await this.change(id, { type: 'AddPersonalReference', data: { applicantId: id, referenceId: randomUUID(), reference: this.rules.parse('personal_reference', reference) } });
      },
      async () => {
        for (const member of b.members) await this.change(id, { type: 'AddHouseholdMember', data: { applicantId: id, memberId: randomUUID(), member: { ...this.rules.parse('household_member', member) } } });
      },
      () => this.commands.execute(new SaveEconomicStatusCommand(id, this.rules.parse('economic_status', b.economic), b.rucCertificate && upload('ruc_certificate', b.rucCertificate))),
      () => this.saveSection(id, 'financial_summary', b.financial, { editsSaved: false }),
      () => this.uploadDocuments(id, b.documents),
    ];
    for (let part = 0; part < parts; part++) await this.as(id, at(2 + part), steps[part]);
    if (plan.stage === 'started') return id;
    await this.as(id, at(2 + PARTS), () => this.commands.execute(new SubmitApplicationCommand(id, this.rules.parse('application_info', { motivation: b.motivation, accepts_terms: true }))));
    return id;
  }

  /** Fixes what DEMO_CORRECTIONS[correction] asked for, then sends the corrections back. */
  async resubmit(id: string, plan: ApplicantPlan, correction: number, at: number, random: SeededRandom): Promise<void> {
    const b = plan.bodies();
    await this.as(id, at, async () => {
      if (correction === 0) await this.saveSection(id, 'personal_details', { ...b.personal, phone_number: `09${random.int(6, 9)}${random.digits(7)}` }, { editsSaved: true });
      else if (correction === 1) await this.saveSection(id, 'address_details', { ...b.address, address: `${String(b.address.address)}, junto a la tienda de la esquina` }, { editsSaved: true });
      else await this.uploadDocuments(id, { id_card: b.documents.id_card });
      await this.commands.execute(new ChangeApplicationCommand({ type: 'ResubmitCorrections', data: { applicantId: id } }));
    });
  }

  /** The answer to an open award offer (POST application/award/accept or decline). */
  answerAward(id: string, answer: 'accept' | 'decline', at: number, random: SeededRandom): Promise<void> {
    const reason = answer === 'decline' ? random.pick(DECLINE_REASONS) : null;
    return this.as(id, at, () => this.commands.execute(new AnswerAwardCommand(id, answer, reason)));
  }

  /** The first `count` post-award documents, scanned as PDFs, in one upload (POST application/award/documents). */
  async uploadAwardDocuments(id: string, plan: ApplicantPlan, types: AwardSettings['documents'], at: number): Promise<void> {
    const files = types.map(({ type, label }) => upload(type, { name: AWARD_FILE_NAMES[type], data: personalPdf(plan.person, label) }));
    await this.as(id, at, () => this.commands.execute(new UploadAwardDocumentsCommand(id, files)));
  }

  /** Logs in with the temporary password of the welcome e-mail (sealed in the registration event, opened as the e-mail job does). */
  private async login(id: string, plan: ApplicantPlan, at: number): Promise<void> {
    const [registered] = await this.store.readStream(applicantStream(id));
    const password = unseal(String(registered.data.sealedTemporaryPassword), this.config.jwtSecret);
    const address = `198.51.100.${(plan.index % 254) + 1}`; // documentation range (RFC 5737)
    await this.clock.at(new Date(at), () => this.commands.execute(new ApplicantLoginCommand({ email: plan.person.profile.email, password, address })));
  }

  /** A taken e-mail or cédula (a second seed on the same database) makes the next variant of the person. */
  private async register(plan: ApplicantPlan): Promise<string> {
    for (let variant = 0; ; variant++) {
      const { profile } = variant ? plan.variant(variant) : plan.person;
      try {
        const { applicantId } = await this.clock.at(new Date(plan.times[0]), () =>
          this.commands.execute<RegisterApplicantCommand, RegisterApplicantResult>(new RegisterApplicantCommand(profile)),
        );
        if (variant) plan.person = plan.variant(variant);
        return applicantId;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'conflict') || variant >= 5) throw error;
      }
    }
  }

  /** Answers every question: `correct` of them right, the others with a wrong option. */
  private answers(correct: number, random: SeededRandom) {
    const right = new Set(random.shuffle(this.bank.map((q) => q.id)).slice(0, correct));
    const answers = this.bank.map((q) => ({ question_id: q.id, selected_option: right.has(q.id) ? q.correct_option : random.pick(EXAM_OPTIONS.filter((o) => o !== q.correct_option)) }));
    return parseWith(examAnswersSchema(this.bank.map((q) => q.id)), { answers }).answers;
  }

  private saveSection(id: string, section: FormSection, body: Record<string, unknown>, { editsSaved }: { editsSaved: boolean }) {
    const details = this.rules.parse(section, body);
    return this.change(id, { type: 'SaveSection', data: { applicantId: id, section, details, editsSaved } });
  }

  private uploadDocuments(id: string, documents: Partial<Record<DocumentType, DemoFile>>) {
    return this.commands.execute(new UploadDocumentsCommand(id, Object.entries(documents).map(([type, file]) => upload(type, file))));
  }

  private change(id: string, change: ApplicationChange) {
    return this.commands.execute(new ChangeApplicationCommand(change));
  }

  /** Runs `work` at `at` as the applicant (event metadata names them, as after a login). */
  private as<T>(id: string, at: number, work: () => Promise<T>): Promise<T> {
    return runAs({ id, role: 'user' }, this.clock, at, work);
  }
}

export function runAs<T>(actor: Actor, clock: DemoClock, at: number, work: () => Promise<T>): Promise<T> {
  return clock.at(new Date(at), () => requestContext.run({ requestId: randomUUID(), actor }, work));
}

const upload = (fieldname: string, file: DemoFile): UploadedFile => ({ fieldname, filename: file.name, data: file.data, tooLarge: false });
