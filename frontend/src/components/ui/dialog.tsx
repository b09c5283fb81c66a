import { useEffect, useId, useRef, type ReactNode } from 'react';
import { XIcon } from '../icons/x-icon.tsx';
import { pushDialog, removeDialog } from './dialog-stack.ts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** 'alertdialog' for a question the user must answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and makes the page
 * behind inert. Content mounts only while open, so forms start fresh each time.
 */
export function Dialog({ open, onOpenChange, title, description, role, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    pushDialog(dialog);
    return () => removeDialog(dialog);
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // React passes a nested dialog's close up the component tree: only this dialog's own closes it.
      onClose={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            ) : null}
          </div>
          {children}
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => onOpenChange(false)}>
            <XIcon />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
