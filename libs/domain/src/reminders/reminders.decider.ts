import type { Decider } from '../shared/decider.js';
import type { DeadlineRemindersScheduled, ReminderDue, ReminderEvent } from './reminder.events.js';

export interface RemindersState {
  /** Keys of the occasions already reminded. */
  reminded: string[];
  optedOut: boolean;
}

export type SendReminder = { type: 'SendReminder'; data: Omit<ReminderDue['data'], 'decidedAt'> & { now: string } };
export type OptOutOfReminders = { type: 'OptOutOfReminders'; data: { applicantId: string; now: string } };
export type OptBackIntoReminders = { type: 'OptBackIntoReminders'; data: { applicantId: string; now: string } };
export type RemindersCommand = SendReminder | OptOutOfReminders | OptBackIntoReminders;

/**
 * The applicant's reminders (stream `reminders-{applicantId}`): each occasion at most once, none while opted out.
 * Opting back in sends the occasions still to come, not the ones that passed meanwhile (their keys are not recorded,
 * but the sweeps only ever decide the occasion due now).
 * Appended with the revision read, so two schedulers deciding the same reminder at once append it once.
 */
export const remindersDecider: Decider<RemindersState, RemindersCommand, ReminderEvent> = {
  initialState: () => ({ reminded: [], optedOut: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReminderDue':
        return { ...state, reminded: [...state.reminded, event.data.key] };
      case 'RemindersOptedOut':
        return { ...state, optedOut: true };
      case 'RemindersOptedIn':
        return { ...state, optedOut: false };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SendReminder': {
        const { now, ...reminder } = command.data;
        if (state.optedOut || state.reminded.includes(reminder.key)) return [];
        return [{ type: 'ReminderDue', data: { ...reminder, decidedAt: now } }];
      }
      case 'OptOutOfReminders':
        return state.optedOut ? [] : [{ type: 'RemindersOptedOut', data: { applicantId: command.data.applicantId, optedOutAt: command.data.now } }];
      case 'OptBackIntoReminders':
        return state.optedOut ? [{ type: 'RemindersOptedIn', data: { applicantId: command.data.applicantId, optedInAt: command.data.now } }] : [];
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};

/** Since when each deadline moment (an ISO 8601 duration before the deadline) has been scheduled. */
export interface DeadlineScheduleState {
  since: Record<string, string>;
}

export type ScheduleDeadlineReminders = { type: 'ScheduleDeadlineReminders'; data: { deadline: string; before: string[]; now: string } };

/** Records the moments not scheduled yet (a first start, a new deadline, a moment added to the configuration). */
export const deadlineScheduleDecider: Decider<DeadlineScheduleState, ScheduleDeadlineReminders, DeadlineRemindersScheduled> = {
  initialState: () => ({ since: {} }),
  evolve: (state, event) => ({ since: { ...Object.fromEntries(event.data.before.map((b) => [b, event.data.scheduledAt])), ...state.since } }),
  decide({ data: { deadline, before, now } }, state) {
    const unknown = before.filter((b) => !(b in state.since));
    return unknown.length ? [{ type: 'DeadlineRemindersScheduled', data: { deadline, before: unknown, scheduledAt: now } }] : [];
  },
};
