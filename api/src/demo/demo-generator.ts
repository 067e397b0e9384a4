import { CommandBus } from '@nestjs/cqrs';
import { allows, APPLICATION_STATUSES, type ApplicationStatus } from '@postula/domain';
import { waitForProjections } from '@postula/platform';
import { PublishResultsCommand } from '../awards/results/publish-results.handler.js';
import { AutoRejectCommand } from '../review/entry-conditions/auto-reject.command.js';
import { DemoApplicantActions, runAs } from './demo-applicant-actions.js';
import type { DemoApp } from './demo-app.js';
import { DAY } from './demo-calendar.js';
import { demoPlans, demoWindow, type ApplicantPlan, type ReviewStep } from './demo-plan.js';
import { DemoAwardSteps } from './demo-award-steps.js';
import { DemoProgress, inPool } from './demo-progress.js';
import { DemoStaffActions } from './demo-staff-actions.js';
import { DEMO_STAFF, ensureDemoStaff } from './demo-staff.js';
import { DemoTimeline } from './demo-timeline.js';
import { SeededRandom } from './seeded-random.js';

export const DEFAULT_DEMO_SEED = 'postula';

export interface DemoOptions {
  applicants: number;
  seed?: string;
  /** The demo staff's password (created when missing). */
  staffPassword: string;
  /** Applicants (and review steps) in flight at once. */
  concurrency?: number;
  log?: (line: string) => void;
  /** Brings the read models up to date before the auto-rejection; default: waits for the projections already running. */
  catchUp?: () => Promise<void>;
}

export interface DemoApplicant {
  id: string;
  email: string;
  name: string;
  status: ApplicationStatus;
}

export interface DemoReport {
  seed: string;
  applicants: DemoApplicant[];
  byStatus: Record<ApplicationStatus, number>;
  autoRejected: number;
  /** Commands that were refused: none when the generator and the rules agree. */
  failures: string[];
  seconds: number;
  period: { from: string; to: string };
}

/**
 * Generates demo applicants and their reviews through the real commands, on days of the application period:
 * first every applicant's own journey (registration to submission), then the review and award steps of all of
 * them in time order (opening, corrections and answers, decisions; the answers to offers, post-award documents and
 * their verification, a renunciation: demo-award-steps.ts), then the superadmin's auto-rejection at the end.
 */
export async function generateDemoData(demo: DemoApp, options: DemoOptions): Promise<DemoReport> {
  const started = Date.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const log = options.log ?? (() => undefined);
  const concurrency = options.concurrency ?? 6;
  const window = demoWindow(Date.now(), demo.platform.config.applicationDeadline);
  const root = new SeededRandom(seed);
  const plans = demoPlans(seed, options.applicants, window);
  const staff = await demo.clock.at(new Date(window.periodStart - 2 * DAY), () => ensureDemoStaff(demo.app, options.staffPassword));
  const superadmin = staff.find((s) => s.email === DEMO_STAFF[0].email)!;
  const reviewers = staff.filter((s) => s.role === 'reviewer');
  const applicantActions = new DemoApplicantActions(demo.app, demo.clock);
  const staffActions = new DemoStaffActions(demo.app, demo.clock);

  const ids = new Map<number, string>();
  const status = new Map<number, ApplicationStatus>();
  const failures: string[] = [];
  const attempt = async (plan: ApplicantPlan, what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push(`${what} (#${plan.index} ${plan.person.profile.email}): ${(error as Error).message}`);
    }
  };

  log(`Generando datos de demostración: ${options.applicants} postulantes (semilla "${seed}")…`);
  const journeys = new DemoProgress('postulantes', plans.length, 'postulantes', log);
  await inPool(plans, concurrency, (plan) =>
    attempt(plan, 'journey', async () => {
      ids.set(plan.index, await applicantActions.journey(plan, root.fork(plan.index).fork('journey')));
      status.set(plan.index, { registered: 'none', exam: 'none', started: 'started', submitted: 'submitted' }[plan.stage] as ApplicationStatus);
    }).finally(() => journeys.tick()),
  );

  // The demo's superadmin publishes the results early, before the first decision, so its decisions are told as they are
  // made and the award cycle shows in motion (offers answered, the waiting list moving).
  await runAs({ id: superadmin.id, role: 'superadmin' }, demo.clock, window.periodStart, () =>
    demo.app.get(CommandBus).execute<PublishResultsCommand, number>(new PublishResultsCommand(superadmin.id)),
  );

  // Review and award steps in time order; one applicant's steps one after the other, different applicants' at once.
  const timeline = new DemoTimeline();
  const steps = plans.flatMap((plan) => (ids.has(plan.index) ? plan.review.map((step) => ({ plan, step })) : [])).sort((a, b) => a.step.at - b.step.at);
  const reviews = new DemoProgress('revisiones', steps.length, 'pasos', log);
  for (const { plan, step } of steps) timeline.add({ at: step.at, key: plan.index, run: () => attempt(plan, step.kind, () => reviewStep(plan, step)).finally(() => reviews.tick()) });
  const awards = new DemoAwardSteps(
    { app: demo.app, timeline, applicantActions, staffActions, superadminId: superadmin.id, window, settings: demo.platform.config.award, root, ids, status, attempt },
    plans,
  );
  await timeline.run(concurrency);

  async function reviewStep(plan: ApplicantPlan, step: ReviewStep): Promise<void> {
    const id = ids.get(plan.index)!;
    const random = root.fork(plan.index).fork(`review-${step.at}`);
    switch (step.kind) {
      case 'open':
        if (await staffActions.open(reviewers[step.reviewer].id, id, step.at)) status.set(plan.index, 'under_review');
        return;
      case 'request_corrections':
        status.set(plan.index, (await staffActions.requestCorrections(reviewers[step.reviewer].id, id, step.correction, step.at)).status);
        return;
      case 'resubmit':
        await applicantActions.resubmit(id, plan, step.correction, step.at, random);
        status.set(plan.index, 'correction_applicant');
        return;
      case 'decide': {
        const decided = (await staffActions.decide(reviewers[step.reviewer].id, id, step.decision, plan.ineligible, step.at, random)).status;
        status.set(plan.index, decided);
        if (decided === 'approved') awards.offered(plan, step.at);
        return;
      }
    }
  }

  // The auto-rejection proposes its candidates from the read models: they must have caught up first.
  await (options.catchUp ?? (() => caughtUp(demo)))();
  const autoRejected = await runAs({ id: superadmin.id, role: 'superadmin' }, demo.clock, window.autoRejectAt, () =>
    demo.app.get(CommandBus).execute<AutoRejectCommand, number>(new AutoRejectCommand(superadmin.id)),
  );
  for (const plan of plans)
    if (plan.ineligible && allows('autoReject', status.get(plan.index) ?? 'none')) status.set(plan.index, 'rejected');

  const report = plans
    .filter((p) => ids.has(p.index))
    .map((p) => ({ id: ids.get(p.index)!, email: p.person.profile.email, name: `${p.person.profile.first_name} ${p.person.profile.last_name}`, status: status.get(p.index)! }));
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, report.filter((a) => a.status === s).length])) as Record<ApplicationStatus, number>;
  return {
    seed,
    applicants: report,
    byStatus,
    autoRejected,
    failures,
    seconds: (Date.now() - started) / 1000,
    period: { from: new Date(window.periodStart).toISOString(), to: new Date(window.submissionsEnd).toISOString() },
  };
}

/** Waits until every read model has reached the event store's head. */
export async function caughtUp(demo: Pick<DemoApp, 'platform'>, timeoutMs = 30 * 60_000): Promise<void> {
  const { pool, store, readModels } = demo.platform;
  const head = await store.headPosition();
  if (head && !(await waitForProjections(pool, store, head, { timeoutMs, names: readModels }))) throw new Error('Las proyecciones no alcanzaron los datos de demostración a tiempo');
}

/** True when the database already holds applicants (a second start generates nothing). */
export async function hasApplicants(demo: Pick<DemoApp, 'platform'>): Promise<boolean> {
  await caughtUp(demo, 60_000);
  const { rows } = await demo.platform.pool.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM read.applicants) AS present');
  return rows[0].present;
}
