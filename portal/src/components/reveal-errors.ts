import { useEffect, type RefObject } from 'react';
import type { FieldErrors } from '@postula/validation';

/** Errors of a refused save, to be revealed once they are on screen (useRevealErrors); an edit's errors are not. */
const toReveal = new WeakSet<FieldErrors>();
export function refusedSave(errors: FieldErrors): FieldErrors {
  toReveal.add(errors);
  return errors;
}

/**
 * After a refused save the form's first invalid field takes the focus and is scrolled to the middle of the screen,
 * its message under it: on a phone a toast of the errors covered the very fields it was about. Errors of fields the
 * form does not show go to `nowhere`.
 */
export function useRevealErrors(form: RefObject<HTMLElement | null>, errors: FieldErrors, nowhere?: (errors: FieldErrors) => void) {
  useEffect(() => {
    if (!toReveal.has(errors)) return;
    toReveal.delete(errors);
    const wrapper = form.current?.querySelector<HTMLElement>('.has-error');
    const input = wrapper?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)');
    if (!wrapper || !input) return nowhere?.(errors);
    input.focus({ preventScroll: true });
    wrapper.scrollIntoView({ block: 'center' });
  }, [errors, form, nowhere]);
}
