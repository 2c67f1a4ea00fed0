import { Heading } from 'react-aria-components';
import { Dialog } from './Dialog';
import { useOverlays } from '../stores/overlays';
import { Button } from './Button';

const overlayClass =
  'fixed inset-0 z-[100] flex items-center justify-center bg-slate-900/50 p-4 backdrop-blur-[1px]';
const panelClass = 'w-full max-w-md rounded-card bg-white p-6 shadow-2xl outline-none';

/** The global loading modal: blocks the page while a long step (search, prebook) runs. */
export function LoadingModal() {
  const loading = useOverlays((s) => s.loading);
  return (
    <Dialog
      isOpen={loading !== null}
      isDismissable={false}
      isKeyboardDismissDisabled
      overlayClassName={overlayClass}
      panelClassName={panelClass}
      aria-label={loading?.message ?? 'Loading'}
      className="flex flex-col items-center gap-4 text-center outline-none"
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-sun-500"
      />
      <p role="status" className="text-lg font-semibold text-brand-800">
        {loading?.message}
      </p>
      {loading?.detail && <p className="text-sm text-slate-600">{loading.detail}</p>}
    </Dialog>
  );
}

/** The global error modal with Close and Try Again (docs/spec/1-shell-search-package.md §8). */
export function ErrorModal() {
  const error = useOverlays((s) => s.error);
  const closeError = useOverlays((s) => s.closeError);
  const tryAgain = () => {
    const retry = error?.retry;
    closeError();
    if (retry) retry();
    else window.location.reload();
  };
  return (
    <Dialog
      isOpen={error !== null}
      onOpenChange={(open) => !open && closeError()}
      overlayClassName={overlayClass}
      panelClassName={panelClass}
      role="alertdialog"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-red-100 text-lg font-bold text-coral-600"
        >
          !
        </span>
        <div>
          <Heading slot="title" className="text-lg font-bold text-slate-900">
            {error?.title}
          </Heading>
          <p className="mt-1 text-slate-700">{error?.message}</p>
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={closeError}>
          Close
        </Button>
        <Button onClick={tryAgain}>Try Again</Button>
      </div>
    </Dialog>
  );
}

/** Both global modals (the shell loads this module only when one of them has something to show). */
export default function GlobalModals() {
  return (
    <>
      <LoadingModal />
      <ErrorModal />
    </>
  );
}
