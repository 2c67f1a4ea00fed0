import {
  Dialog as AriaDialog,
  Modal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
} from 'react-aria-components';
import { Button } from './Button';

/** The dimmed backdrop and the white panel most dialogs use. */
const OVERLAY = 'fixed inset-0 z-[100] flex items-center justify-center bg-slate-900/50 p-4';
const PANEL = 'w-full max-w-md rounded-card bg-white p-6 shadow-2xl outline-none';

export interface DialogProps extends Omit<AriaDialogProps, 'className'> {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Escape and a click outside close it (the default); off for a dialog that must be answered. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  overlayClassName?: string;
  panelClassName?: string;
  className?: string;
}

/**
 * Every modal dialog (docs/design.md): react-aria's modal keeps focus inside while it is open,
 * hides the page behind it from assistive tech, returns focus on close and names itself from its
 * `<Heading slot="title">` (or `aria-label`). `role="alertdialog"` for one that interrupts.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  overlayClassName = OVERLAY,
  panelClassName = PANEL,
  className = 'outline-none',
  ...dialog
}: DialogProps) {
  return (
    <ModalOverlay
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
      isDismissable={isDismissable}
      {...(isKeyboardDismissDisabled ? { isKeyboardDismissDisabled } : {})}
      className={overlayClassName}
    >
      <Modal className={panelClassName}>
        <AriaDialog className={className} {...dialog} />
      </Modal>
    </ModalOverlay>
  );
}

/** The 'Close' button at the foot of an informational dialog. */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <div className="mt-5 flex justify-end">
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
