import type { ApplicationChange } from '../common/application-writer.js';

/** A change to the caller's application that needs no I/O besides the event store (steps, lists, resubmission). */
export class ChangeApplicationCommand {
  constructor(
    readonly change: ApplicationChange,
    /** Decide again on a fresh stream after a concurrent write (section saves); false answers 409 instead. */
    readonly retry = true,
  ) {}
}
