import { X } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog } from './Dialog';
import { ChevronIcon, PhotoTrack, useSwipe } from './ImageCarousel';
import { stepIndex } from '../lib/swipe';

export interface LightboxProps {
  hotelName: string;
  images: readonly string[];
  /** The photo shown; null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const navClass =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-lg transition hover:bg-white';

/**
 * The photo lightbox (docs/spec/1-shell-search-package.md §2 'Search results'): a modal dialog, labelled by the hotel name,
 * showing one photo large with previous/next (buttons, arrow keys or swipe) and an 'n / m'
 * counter. Escape or Close shuts it and focus goes back to what opened it.
 */
export function Lightbox({ hotelName, images, index, onIndexChange, onClose }: LightboxProps) {
  const count = images.length;
  const current = index === null ? 0 : Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const swipe = useSwipe({
    index: current,
    count,
    onStep: onIndexChange,
    onTap: () => undefined,
  });
  const go = (step: number) => onIndexChange(stepIndex(current, step, count, true));

  // The arrows work wherever focus is while the lightbox is open (it opens with focus on the
  // dialog itself, outside its inner area).
  const open = index !== null && count > 0;
  const step = useEffectEvent((e: KeyboardEvent) => {
    if (count < 2 || e.defaultPrevented) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => step(e);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Dialog
      isOpen={open}
      onOpenChange={(open) => !open && onClose()}
      overlayClassName="fixed inset-0 z-[110] bg-slate-950/95"
      panelClassName="h-full w-full outline-none"
      className="h-full w-full outline-none"
    >
      <div className="flex h-full flex-col text-white">
        <div className="flex items-center gap-4 px-4 py-3 sm:px-6">
          <Heading slot="title" className="min-w-0 flex-1 truncate text-base font-semibold">
            {hotelName}
          </Heading>
          <p aria-live="polite" className="text-sm font-medium text-slate-200 tabular-nums">
            {current + 1} / {count}
          </p>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            <X className="h-6 w-6" />
          </button>
        </div>

        <div className="relative min-h-0 flex-1 overflow-hidden">
          <div className="h-full w-full touch-pan-y select-none" {...swipe.handlers}>
            <PhotoTrack
              images={images}
              index={current}
              offset={swipe.offset}
              dragging={swipe.dragging}
              altPrefix={hotelName}
              fit="contain"
            />
          </div>
          {count > 1 && (
            <>
              <button
                type="button"
                aria-label="Previous photo"
                onClick={() => go(-1)}
                className={`${navClass} left-3 sm:left-6`}
              >
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                aria-label="Next photo"
                onClick={() => go(1)}
                className={`${navClass} right-3 sm:right-6`}
              >
                <ChevronIcon direction="right" />
              </button>
            </>
          )}
        </div>
        <div className="h-6 shrink-0" />
      </div>
    </Dialog>
  );
}
