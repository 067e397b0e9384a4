import type { ApplicationCommand } from '@postula/domain';

type Untimed<C> = C extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'now' | 'today' | 'deadline'> } : never;
/** An application command without its clock, day and deadline: the handler adds them. */
export type ApplicationChange = Untimed<ApplicationCommand>;

/** A change to the caller's application that needs no I/O besides the event store (steps, lists, resubmission). */
export class ChangeApplicationCommand {
  constructor(readonly change: ApplicationChange) {}
}
