import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog, DialogCloseButton } from './Dialog';
import { toast } from '../stores/toasts';
import { Button } from './Button';

const RESULTS_NOTE =
  'This link includes your selected dates, airports, and room configuration. The recipient will see the same search results.';

/** docs/spec/1-shell-search-package.md §2 'Share dialog': read-only link, Copy → 'Copied!', the confirmation and the note. */
export function ShareDialog({
  url,
  isOpen,
  onClose,
  note = RESULTS_NOTE,
}: {
  url: string;
  isOpen: boolean;
  onClose: () => void;
  /** What the link carries; the results' note by default. */
  note?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast('Failed to copy link to clipboard', { type: 'error', duration: 3000 });
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      panelClassName="w-full max-w-lg rounded-card bg-white p-6 shadow-2xl outline-none"
    >
      {({ close }) => (
        <>
          <Heading slot="title" className="text-xl font-bold text-brand-800">
            Share This Holiday
          </Heading>
          <label htmlFor="share-link" className="mt-4 block text-sm font-medium text-slate-700">
            Link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="share-link"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm"
            />
            <Button onClick={() => void copy()}>{copied ? 'Copied!' : 'Copy'}</Button>
          </div>
          {copied && (
            <p role="status" className="mt-2 text-sm font-semibold text-emerald-700">
              ✓ Link copied to clipboard!
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600">{note}</p>
          <DialogCloseButton onClose={close} />
        </>
      )}
    </Dialog>
  );
}
