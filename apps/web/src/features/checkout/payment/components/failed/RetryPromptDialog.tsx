import { Heading } from 'react-aria-components';
import { Dialog } from '../../../../../shared/ui/Dialog';
import { Button } from '../../../../../shared/ui/Button';
import { failedPaymentTexts as T } from './texts';

/**
 * docs/spec/2-checkout-payment.md §4: 2 s after a failed retry, 'Would you like to try initializing payment again?'.
 * Yes starts a fresh initialisation; No (or Escape, or a click outside) just closes it.
 */
export function RetryPromptDialog({
  isOpen,
  onYes,
  onNo,
}: {
  isOpen: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onNo();
      }}
      role="alertdialog"
    >
      <Heading slot="title" className="text-lg font-bold text-slate-900">
        {T.retryPrompt}
      </Heading>
      <p className="mt-2 text-sm text-slate-700">
        We will prepare a fresh secure payment form for you. Your booking details are kept.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onNo}>
          {T.retryPromptNo}
        </Button>
        <Button onClick={onYes}>{T.retryPromptYes}</Button>
      </div>
    </Dialog>
  );
}
