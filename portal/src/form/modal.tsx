import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal with the focus kept inside and Escape to close (Radix), in the portal's own styles. `body` holds what goes
 * between the description (one paragraph) and the actions row. Closed, it gives the focus back to what opened it,
 * unless `returnFocus` is false (what closed it moves the focus on itself).
 */
export function Modal({ open, onOpenChange, title, description, body, children, returnFocus = true }: { open: boolean; onOpenChange?: (open: boolean) => void; title: string; description: ReactNode; body?: ReactNode; children: ReactNode; returnFocus?: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal-content" onCloseAutoFocus={returnFocus ? undefined : (event) => event.preventDefault()}>
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          <Dialog.Description className="modal-text">{description}</Dialog.Description>
          {body}
          <div className="modal-actions">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
