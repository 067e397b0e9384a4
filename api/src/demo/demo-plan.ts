import { demoApplicationBodies, type DemoApplicationBodies, type Ineligibility } from './demo-application.js';
import { applicantHour, atLocal, DAY, hours, localMidnight, MINUTE, officeMoment } from './demo-calendar.js';
import { demoPerson, type DemoPerson } from './demo-people.js';
import { SeededRandom } from './seeded-random.js';

/** How far the applicant gets on their own. */
export type Stage = 'registered' | 'exam' | 'started' | 'submitted';

/** What the staff do with a submitted application (ineligible ones not rejected by a reviewer wait for auto-rejection). */
export type ReviewFate =
  | 'pending'
  | 'under_review'
  | 'correction_review'
  | 'correction_applicant'
  | 'approved'
  | 'rejected'
  | 'corrected_approved'
  | 'corrected_rejected'
  | 'auto_rejected';

/** A staff or applicant action of the review phase, at its instant. */
export type ReviewStep =
  | { kind: 'open'; at: number; reviewer: number }
  | { kind: 'request_corrections'; at: number; reviewer: number; correction: number }
  | { kind: 'resubmit'; at: number; correction: number }
  | { kind: 'decide'; at: number; reviewer: number; decision: 'approved' | 'rejected' };

/**
 * How an approved applicant answers an award offer, timed from the moment it is made (the decision, or a promotion
 * from the waiting list, known only while seeding): as fractions of the offer's deadline, so a shorter
 * AWARD_ACCEPT_WITHIN still gets answers in time.
 */
export interface AwardAnswer {
  answer: 'accept' | 'decline';
  /** Most answer within a few days: a fraction (at most 0.85) of the time the offer stays open. */
  afterFraction: number;
  /** After accepting: how many of the post-award documents are uploaded (0–3), and after how many hours. */
  documents: number;
  uploadAfterHours: number;
  /** How many of them a superadmin verifies, hours after the upload (office hours). */
  verified: number;
  verifyAfterHours: number;
}

export interface ApplicantPlan {
  index: number;
  person: DemoPerson;
  /** The same person with another e-mail and cédula, when a value is taken (a second seed on the same database). */
  variant(variant: number): DemoPerson;
  stage: Stage;
  /** How many of the form's parts a 'started' applicant saved (1–7). */
  partsSaved: number;
  ineligible: Ineligibility;
  /** What the applicant sends, made again on each call (the same every time): 50,000 plans stay light. */
  bodies(): DemoApplicationBodies;
  /** Instants (ms) of the applicant's own steps, in order: register, exam, the parts, submission. */
  times: number[];
  fate: ReviewFate;
  review: ReviewStep[];
  /** The answer to an offer, for an approved fate (an approved_out one answers if a place comes free for it). */
  award: AwardAnswer | null;
}

export interface DemoWindow {
  /** First day of registrations (local midnight, ms). */
  periodStart: number;
  /** Last moment of an applicant's own step: the deadline, or now if the period is still open. */
  submissionsEnd: number;
  /** Last moment of a review step. */
  reviewsEnd: number;
  /** The superadmin's auto-rejection. */
  autoRejectAt: number;
  deadlineYear: number;
  currentYear: number;
}

export const PERIOD_DAYS = 14;
/** A few applicants whose stage or ineligibility is fixed, so that even a small demo shows every status. */
const FORCED_STAGES: Readonly<Record<number, Stage>> = { 1: 'registered', 4: 'exam', 7: 'started' };
const FORCED_INELIGIBLE: Readonly<Record<number, Exclude<Ineligibility, null>>> = { 2: 'city', 9: 'income' };
/** The fates the earliest eligible submissions take first, before the rest are drawn. */
const FIRST_FATES: readonly ReviewFate[] = ['approved', 'correction_review', 'corrected_approved', 'under_review', 'correction_applicant', 'rejected', 'approved', 'pending'];
/** The form's parts after the exam: steps 1–3, references, household, economic status, financial summary, documents. */
export const PARTS = 8;

/** The period ends at the deadline, or now while it is open; reviews run until now, at most three weeks after it. */
export function demoWindow(nowMs: number, deadline: string): DemoWindow {
  const submissionsEnd = Math.min(Date.parse(deadline), nowMs - 30 * MINUTE);
  const reviewsEnd = Math.min(nowMs - 20 * MINUTE, submissionsEnd + 21 * DAY);
  return {
    periodStart: localMidnight(submissionsEnd) - (PERIOD_DAYS - 1) * DAY,
    submissionsEnd,
    reviewsEnd,
    autoRejectAt: reviewsEnd + 10 * MINUTE,
    deadlineYear: new Date(deadline).getUTCFullYear(),
    currentYear: new Date(reviewsEnd).getUTCFullYear(),
  };
}

/** Applicants of `count`, each drawn from its own fork of the seed: applicant i is the same whatever the count. */
export function demoPlans(seed: string, count: number, window: DemoWindow): ApplicantPlan[] {
  const root = new SeededRandom(seed);
  const cedulaOffset = root.fork('cedulas').int(0, 5_999_999);
  const plans = Array.from({ length: count }, (_, index) => applicantPlan(root.fork(index), index, cedulaOffset, window));
  assignReviews(root.fork('reviews'), plans, window);
  return plans;
}

function applicantPlan(random: SeededRandom, index: number, cedulaOffset: number, window: DemoWindow): ApplicantPlan {
  const person = demoPerson(random.fork('person'), index, cedulaOffset);
  const stage = FORCED_STAGES[index] ?? random.weighted({ registered: 4, exam: 3, started: 8, submitted: 85 });
  const ineligible = FORCED_INELIGIBLE[index] ?? (random.chance(0.16) ? random.weighted({ city: 30, particular: 20, grade: 20, exam: 15, income: 15 }) : null);
  const bodies = () => demoApplicationBodies(random.fork('bodies'), person, ineligible, window);
  const partsSaved = random.int(1, PARTS - 1);
  const variant = (v: number) => demoPerson(random.fork('person'), index, cedulaOffset, v);
  return { index, person, variant, stage, partsSaved, ineligible, bodies, times: timeline(random.fork('times'), window), fate: 'pending', review: [], award: null };
}

/** Registration on a day of the period (more towards the deadline, fewer at weekends), then the steps minutes apart. */
function timeline(random: SeededRandom, window: DemoWindow): number[] {
  const weights = Object.fromEntries(
    Array.from({ length: PERIOD_DAYS }, (_, d) => {
      const weekend = [0, 6].includes(new Date(window.periodStart + d * DAY + 12 * 3_600_000).getUTCDay());
      return [String(d), (1 + d / 4 + (d >= PERIOD_DAYS - 2 ? 3 : 0)) * (weekend ? 0.6 : 1)];
    }),
  );
  const day = Number(random.weighted(weights));
  const times = [atLocal(window.periodStart + day * DAY, applicantHour(random), random)];
  const pauseBefore = random.chance(0.3) ? random.int(2, PARTS) : -1;
  for (let step = 1; step <= PARTS + 2; step++) {
    const gap = step === pauseBefore ? random.int(16, 60) * 60 : random.int(2, 14);
    times.push(times[step - 1] + gap * MINUTE + random.int(0, 59) * 1000);
  }
  // Past the end of the period (a late starter): the whole journey moves back to end before it.
  const overflow = times[times.length - 1] - window.submissionsEnd;
  return overflow > 0 ? times.map((t) => t - overflow - random.int(5, 240) * MINUTE) : times;
}

export const submittedAt = (plan: ApplicantPlan) => plan.times[plan.times.length - 1];

/**
 * Review fates for the submitted: the latest submissions are not looked at yet; ineligible applications are rejected
 * by a reviewer or wait for the superadmin's auto-rejection; the rest spread over every status of the staff side.
 */
function assignReviews(random: SeededRandom, plans: ApplicantPlan[], window: DemoWindow): void {
  const submitted = plans.filter((p) => p.stage === 'submitted').sort((a, b) => submittedAt(a) - submittedAt(b));
  const fresh = Math.ceil(submitted.length * 0.06);
  let eligibleSeen = 0;
  let ineligibleSeen = 0;
  submitted.forEach((plan, i) => {
    const r = random.fork(plan.index);
    if (plan.ineligible) plan.fate = ineligibleSeen++ === 0 ? 'auto_rejected' : ineligibleSeen === 2 || r.chance(0.35) ? 'rejected' : 'auto_rejected';
    else if (eligibleSeen < FIRST_FATES.length) plan.fate = FIRST_FATES[eligibleSeen++];
    else if (i >= submitted.length - fresh) plan.fate = 'pending';
    else
      plan.fate = r.weighted({ pending: 6, under_review: 7, correction_review: 6, correction_applicant: 6, approved: 50, rejected: 9, corrected_approved: 12, corrected_rejected: 4 });
    plan.review = reviewSteps(r, plan, window);
    if (plan.fate === 'approved' || plan.fate === 'corrected_approved') plan.award = awardAnswer(r.fork('award'));
  });
}

/** Most accept within a few days, a few decline; some of those who accept upload documents, a few of them verified. */
function awardAnswer(random: SeededRandom): AwardAnswer {
  const documents = random.chance(0.88) ? Number(random.weighted({ 0: 35, 1: 15, 2: 15, 3: 35 })) : 0;
  return {
    answer: documents || random.chance(0.72) ? 'accept' : 'decline',
    afterFraction: random.weighted({ day: 55, days: 33, late: 12 }) === 'day' ? random.decimal(0.01, 0.14, 4) : random.decimal(0.14, 0.85, 4),
    documents,
    uploadAfterHours: random.decimal(1, 72),
    verified: documents && random.chance(0.45) ? random.int(1, documents) : 0,
    verifyAfterHours: random.decimal(2, 48),
  };
}

/** Offers made in this last part of the time an offer stays open are still unanswered when seeding ends. */
export const UNANSWERED_FRACTION = 0.15;

/**
 * A superadmin records one scholar's renunciation late enough that the offer it gives the first waiting applicant is
 * still open when seeding ends (`unansweredMs`: the last part of the window where offers stay open).
 */
export function renunciationAt(random: SeededRandom, window: DemoWindow, unansweredMs: number): number {
  const at = officeMoment(random, window.reviewsEnd - Math.round(unansweredMs * random.decimal(0.3, 0.9)));
  return at < window.reviewsEnd ? at : window.reviewsEnd - Math.round(unansweredMs * random.decimal(0.1, 0.9));
}

function reviewSteps(random: SeededRandom, plan: ApplicantPlan, window: DemoWindow): ReviewStep[] {
  const reviewer = random.chance(0.55) ? 0 : 1;
  let at = submittedAt(plan);
  /** The next instant, `minH`–`maxH` hours on (office hours for staff), squeezed in before the end of the reviews. */
  const next = (minH: number, maxH: number, office: boolean) => {
    let t = at + hours(minH) + random.int(0, Math.round((maxH - minH) * 60)) * MINUTE;
    if (office) t = officeMoment(random, t);
    if (t >= window.reviewsEnd) t = at + Math.round((window.reviewsEnd - at) * random.decimal(0.2, 0.8));
    return (at = t);
  };
  const correction = random.int(0, 2);
  const steps: ReviewStep[] = [];
  const open = () => steps.push({ kind: 'open', at: next(2, 48, true), reviewer });
  const decide = (decision: 'approved' | 'rejected') => steps.push({ kind: 'decide', at: next(0.1, random.chance(0.7) ? 0.8 : 30, true), reviewer, decision });
  const correctionRound = (resubmitted: boolean) => {
    steps.push({ kind: 'request_corrections', at: next(0.1, 0.6, true), reviewer, correction });
    if (resubmitted) steps.push({ kind: 'resubmit', at: next(8, 60, false), correction });
  };
  // Submitted too late for a reviewer to have opened it yet: still waiting (ineligible ones still meet the auto-rejection).
  if (officeMoment(random, at + hours(2)) >= window.reviewsEnd && plan.fate !== 'auto_rejected') plan.fate = 'pending';
  switch (plan.fate) {
    case 'pending':
      break;
    case 'auto_rejected':
      if (random.chance(0.4)) open();
      break;
    case 'under_review':
      open();
      break;
    case 'correction_review':
    case 'correction_applicant':
      open();
      correctionRound(plan.fate === 'correction_applicant');
      break;
    case 'approved':
    case 'rejected':
      open();
      decide(plan.fate);
      break;
    case 'corrected_approved':
    case 'corrected_rejected':
      open();
      correctionRound(true);
      steps.push({ kind: 'open', at: next(4, 48, true), reviewer });
      decide(plan.fate === 'corrected_approved' ? 'approved' : 'rejected');
      break;
  }
  return steps;
}
