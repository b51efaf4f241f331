import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogAction {
  label: string;
  onClick: () => void;
  look?: 'primary' | 'outline' | 'unstyled';
  /** Takes focus when the dialog opens (default: the first button). */
  initialFocus?: boolean;
}

const buttonClass = {
  primary: 'usa-button',
  outline: 'usa-button usa-button--outline',
  unstyled: 'usa-button usa-button--unstyled padding-105',
};

/**
 * A modal dialog on the native <dialog> element (focus is kept inside, Escape closes),
 * dressed as a USWDS modal.
 */
export function Dialog({
  open,
  heading,
  children,
  actions,
  onClose,
}: {
  open: boolean;
  heading: string;
  children: ReactNode;
  actions: readonly DialogAction[];
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="usa-modal efile-dialog"
      aria-labelledby={headingId}
      onClose={() => open && onClose()}
    >
      <div className="usa-modal__content">
        <div className="usa-modal__main">
          <h2 className="usa-modal__heading" id={headingId}>
            {heading}
          </h2>
          <div className="usa-prose">{children}</div>
          <div className="usa-modal__footer">
            <ul className="usa-button-group">
              {actions.map((action) => (
                <li key={action.label} className="usa-button-group__item">
                  <button
                    type="button"
                    className={buttonClass[action.look ?? 'primary']}
                    data-initial-focus={action.initialFocus ? '' : undefined}
                    onClick={action.onClick}
                  >
                    {action.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </dialog>
  );
}
