import type { INestApplicationContext } from '@nestjs/common';
import { PLACES_STREAM, placesDecider, type ApplicationStatus } from '@postula/domain';
import type { AwardSettings } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import type { DemoApplicantActions } from './demo-applicant-actions.js';
import { hours, officeMoment } from './demo-calendar.js';
import { renunciationAt, UNANSWERED_FRACTION, type ApplicantPlan, type DemoWindow } from './demo-plan.js';
import type { DemoStaffActions } from './demo-staff-actions.js';
import type { DemoTimeline } from './demo-timeline.js';
import type { SeededRandom } from './seeded-random.js';

export interface DemoAwardContext {
  app: INestApplicationContext;
  timeline: DemoTimeline;
  applicantActions: DemoApplicantActions;
  staffActions: DemoStaffActions;
  superadminId: string;
  window: DemoWindow;
  settings: AwardSettings;
  root: SeededRandom;
  ids: Map<number, string>;
  status: Map<number, ApplicationStatus>;
  attempt(plan: ApplicantPlan, what: string, work: () => Promise<void>): Promise<void>;
}

/**
 * The award cycle of the demo: each offer answered as its plan says, timed from when the offer is made (the decision,
 * or a place freed for a waiting applicant), the documents uploaded and verified, and one renunciation near the end.
 * Offers made in the last 15 % of the acceptance time (a day with P7D), or whose answer would fall after now, stay
 * open: none is left past its deadline.
 * A decline or a renunciation runs alone on the timeline, so the place it frees goes to whoever waits at that instant.
 */
export class DemoAwardSteps {
  /** Scholars who accepted and have no step left: one of them renounces. */
  private readonly settled = new Set<ApplicantPlan>();
  private readonly plansById = new Map<string, ApplicantPlan>();

  constructor(
    private readonly c: DemoAwardContext,
    plans: readonly ApplicantPlan[],
  ) {
    for (const plan of plans) if (c.ids.has(plan.index)) this.plansById.set(c.ids.get(plan.index)!, plan);
    const at = renunciationAt(c.root.fork('renunciation'), c.window, c.settings.acceptWithinMs * UNANSWERED_FRACTION);
    c.timeline.add({ at, key: 'renunciation', alone: true, run: () => this.renounce(at) });
  }

  /** An offer made at `at` to this applicant. */
  offered(plan: ApplicantPlan, at: number): void {
    const { window, settings } = this.c;
    const answer = plan.award;
    if (!answer || at > window.reviewsEnd - settings.acceptWithinMs * UNANSWERED_FRACTION) return;
    const answerAt = at + Math.round(settings.acceptWithinMs * answer.afterFraction);
    if (answerAt >= window.reviewsEnd) return;
    const id = this.c.ids.get(plan.index)!;
    const random = this.c.root.fork(plan.index).fork(`award-${answerAt}`);
    if (answer.answer === 'decline')
      this.step(plan, answerAt, 'decline', true, async () => {
        const promoted = await this.freeingPlace(() => this.c.applicantActions.answerAward(id, 'decline', answerAt, random));
        this.c.status.set(plan.index, 'award_declined');
        this.promote(promoted, answerAt);
      });
    else
      this.step(plan, answerAt, 'accept', false, async () => {
        await this.c.applicantActions.answerAward(id, 'accept', answerAt, random);
        if (!this.documents(plan, id, answerAt)) this.settled.add(plan);
      });
  }

  /** Schedules the upload and the verifications; false when there are none in time. */
  private documents(plan: ApplicantPlan, id: string, acceptedAt: number): boolean {
    const answer = plan.award!;
    const uploadAt = acceptedAt + hours(answer.uploadAfterHours);
    if (!answer.documents || uploadAt >= this.c.window.reviewsEnd) return false;
    const types = this.c.settings.documents.slice(0, answer.documents);
    const verifyAt = officeMoment(this.c.root.fork(plan.index).fork('verify'), uploadAt + hours(answer.verifyAfterHours));
    this.step(plan, uploadAt, 'award documents', false, async () => {
      await this.c.applicantActions.uploadAwardDocuments(id, plan, types, uploadAt);
      if (!answer.verified || verifyAt >= this.c.window.reviewsEnd) return void this.settled.add(plan);
      this.step(plan, verifyAt, 'verify award documents', false, async () => {
        for (const { type } of types.slice(0, answer.verified)) await this.c.staffActions.verifyAwardDocument(this.c.superadminId, id, type, verifyAt);
        this.settled.add(plan);
      });
    });
    return true;
  }

  /** The settled scholar first in the plan renounces; the place goes to the first on the waiting list. */
  private async renounce(at: number): Promise<void> {
    const [plan] = [...this.settled].sort((a, b) => a.index - b.index);
    if (!plan) return;
    this.settled.delete(plan);
    await this.c.attempt(plan, 'withdraw award', async () => {
      const promoted = await this.c.staffActions.withdrawAward(this.c.superadminId, this.c.ids.get(plan.index)!, at);
      this.c.status.set(plan.index, 'award_declined');
      this.promote(promoted ? [promoted] : [], at);
    });
  }

  /** The applications that took a place while `work` ran alone (the places stream's holders before and after). */
  private async freeingPlace(work: () => Promise<void>): Promise<string[]> {
    const writes = this.c.app.get(WritePath);
    const before = new Set((await writes.load(PLACES_STREAM, placesDecider)).state.holders);
    await work();
    return (await writes.load(PLACES_STREAM, placesDecider)).state.holders.filter((id) => !before.has(id));
  }

  private promote(promoted: string[], at: number): void {
    for (const id of promoted) {
      const plan = this.plansById.get(id);
      if (!plan) continue;
      this.c.status.set(plan.index, 'approved');
      this.offered(plan, at);
    }
  }

  private step(plan: ApplicantPlan, at: number, what: string, alone: boolean, work: () => Promise<void>): void {
    this.c.timeline.add({ at, key: plan.index, alone, run: () => this.c.attempt(plan, what, work) });
  }
}
