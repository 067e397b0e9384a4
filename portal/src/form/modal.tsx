import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal with the focus kept inside and Escape to close (Radix), in the portal's own styles. `body` holds what goes
 * between the description (one paragraph) and the actions row.
 */
export function Modal({ open, onOpenChange, title, description, body, children }: { open: boolean; onOpenChange?: (open: boolean) => void; title: string; description: ReactNode; body?: ReactNode; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal-content">
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          <Dialog.Description className="modal-text">{description}</Dialog.Description>
          {body}
          <div className="modal-actions">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
