import { givenFor } from '../shared/decider-spec.fixture.js';
import type { ReminderDue, RemindersOptedIn, RemindersOptedOut } from './reminder.events.js';
import { dueDeadlineReminder } from './reminder-moments.js';
import { deadlineScheduleDecider, remindersDecider, type SendReminder } from './reminders.decider.js';

const HOUR = 3_600_000;
const send = (key: string): SendReminder => ({
  type: 'SendReminder',
  data: { applicantId: 'a1', email: 'ana@example.ec', firstName: 'Ana', lastName: 'Pérez', stage: 'deadline_reminder', key, dueAt: 'T0', variables: { first_name: 'Ana' }, now: 'T1' },
});
const given = givenFor(remindersDecider);

describe('remindersDecider', () => {
  it('decides each occasion once', () => {
    const [due] = given().when(send('deadline:D:PT48H')) as ReminderDue[];
    const { now, ...reminder } = send('deadline:D:PT48H').data;
    expect(due).toEqual({ type: 'ReminderDue', data: { ...reminder, decidedAt: now } });
    expect(given(due).when(send('deadline:D:PT48H'))).toEqual([]);
    expect(given(due).when(send('deadline:D:PT6H'))).toHaveLength(1);
  });

  it('sends nothing after the opt-out, which is recorded once', () => {
    const optOut = { type: 'OptOutOfReminders', data: { applicantId: 'a1', now: 'T2' } } as const;
    const opted = given().when(optOut) as RemindersOptedOut[];
    expect(opted).toEqual([{ type: 'RemindersOptedOut', data: { applicantId: 'a1', optedOutAt: 'T2' } }]);
    expect(given(...opted).when(optOut)).toEqual([]);
    expect(given(...opted).when(send('deadline:D:PT48H'))).toEqual([]);
  });

  it('reminds again after opting back in, which is recorded only while opted out', () => {
    const optIn = { type: 'OptBackIntoReminders', data: { applicantId: 'a1', now: 'T3' } } as const;
    const opted: RemindersOptedOut = { type: 'RemindersOptedOut', data: { applicantId: 'a1', optedOutAt: 'T2' } };
    expect(given().when(optIn)).toEqual([]);
    const back = given(opted).when(optIn) as RemindersOptedIn[];
    expect(back).toEqual([{ type: 'RemindersOptedIn', data: { applicantId: 'a1', optedInAt: 'T3' } }]);
    expect(given(opted, ...back).when(optIn)).toEqual([]);
    expect(given(opted, ...back).when(send('deadline:D:PT6H'))).toHaveLength(1);
  });
});

describe('deadlineScheduleDecider', () => {
  it('records only the moments it did not know, each with its first time', () => {
    const decide = givenFor(deadlineScheduleDecider);
    const first = decide().when({ type: 'ScheduleDeadlineReminders', data: { deadline: 'D', before: ['P7D', 'PT48H'], now: 'T1' } });
    expect(first).toEqual([{ type: 'DeadlineRemindersScheduled', data: { deadline: 'D', before: ['P7D', 'PT48H'], scheduledAt: 'T1' } }]);
    expect(decide(...first).when({ type: 'ScheduleDeadlineReminders', data: { deadline: 'D', before: ['PT48H', 'PT6H'], now: 'T2' } })).toEqual([
      { type: 'DeadlineRemindersScheduled', data: { deadline: 'D', before: ['PT6H'], scheduledAt: 'T2' } },
    ]);
  });
});

describe('dueDeadlineReminder', () => {
  const deadline = '2030-01-10T00:00:00.000Z';
  const end = Date.parse(deadline);
  const moments = [
    { before: 'P7D', ms: 168 * HOUR },
    { before: 'PT48H', ms: 48 * HOUR },
    { before: 'PT6H', ms: 6 * HOUR },
  ];
  const longAgo = Object.fromEntries(moments.map((m) => [m.before, '2029-01-01T00:00:00.000Z']));
  const at = (ms: number) => new Date(end - ms);

  it('is the latest moment reached, while the deadline is ahead', () => {
    expect(dueDeadlineReminder({ deadline, moments, since: longAgo, now: at(200 * HOUR) })).toBeNull();
    expect(dueDeadlineReminder({ deadline, moments, since: longAgo, now: at(100 * HOUR) })).toEqual({ before: 'P7D', key: `deadline:${deadline}:P7D`, dueAt: at(168 * HOUR).toISOString() });
    // Down from before the 7-day moment until after the 48-hour one: only the 48-hour one, late.
    expect(dueDeadlineReminder({ deadline, moments, since: longAgo, now: at(47 * HOUR) })?.before).toBe('PT48H');
    expect(dueDeadlineReminder({ deadline, moments, since: longAgo, now: at(HOUR) })?.before).toBe('PT6H');
    expect(dueDeadlineReminder({ deadline, moments, since: longAgo, now: at(0) })).toBeNull();
  });

  it('is not a moment that passed before it was scheduled (a first start 48 h 4 min before the deadline)', () => {
    const start = at(48 * HOUR + 4 * 60_000);
    const since = Object.fromEntries(moments.map((m) => [m.before, start.toISOString()]));
    expect(dueDeadlineReminder({ deadline, moments, since, now: start })).toBeNull();
    expect(dueDeadlineReminder({ deadline, moments, since, now: at(48 * HOUR - 1000) })?.before).toBe('PT48H');
  });
});
