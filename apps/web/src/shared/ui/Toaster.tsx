import { useToasts, type ToastType } from '../stores/toasts';

const tones: Record<ToastType, { box: string; icon: string; label: string }> = {
  info: { box: 'border-brand-500', icon: 'i', label: 'Information' },
  success: { box: 'border-emerald-500', icon: '✓', label: 'Success' },
  error: { box: 'border-coral-500', icon: '!', label: 'Error' },
  warning: { box: 'border-sun-500', icon: '!', label: 'Warning' },
};

/** Toast notifications in a live region; a click (or Enter) removes one. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      aria-relevant="additions"
      className="pointer-events-none fixed inset-x-3 top-3 z-[110] flex flex-col items-end gap-2 sm:left-auto sm:right-4 sm:top-4 sm:w-96"
    >
      {toasts.map((t) => (
        <button
          key={t.id}
          type="button"
          onClick={() => dismiss(t.id)}
          data-toast-type={t.type}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 bg-white px-4 py-3 text-left text-sm text-slate-800 shadow-lg ring-1 ring-slate-900/5 ${tones[t.type].box}`}
        >
          <span aria-hidden="true" className="font-bold">
            {tones[t.type].icon}
          </span>
          <span className="sr-only">{tones[t.type].label}: </span>
          <span className="flex-1">{t.message}</span>
          <span className="sr-only">(select to dismiss)</span>
        </button>
      ))}
    </div>
  );
}
