export * from './reminder.events.js';
export * from './reminders.decider.js';
export * from './reminder-moments.js';
