import { Camera, ChevronLeft, ChevronRight, Image as ImageIcon } from 'lucide-react';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dragOffset, stepIndex, swipeResult } from '../lib/swipe';

/** Dots shown at once; longer galleries show a window of dots around the current photo. */
const MAX_DOTS = 7;

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  at: number;
}

interface SwipeOptions {
  index: number;
  count: number;
  /** A swipe landed on another image (clamped: never wraps past the ends). */
  onStep: (index: number) => void;
  /** A press that moved under the click tolerance. */
  onTap: () => void;
}

/**
 * Pointer drag and swipe over an image track (docs/spec/1-shell-search-package.md §4 'Card carousel'): the track follows the
 * pointer (damped past the ends), and on release the rules of `swipe.ts` pick previous, next,
 * snap back or click. Works for mouse, pen and touch through Pointer Events.
 */
export function useSwipe({ index, count, onStep, onTap }: SwipeOptions) {
  const start = useRef<DragStart | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const finish = (e: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== e.pointerId) return;
    start.current = null;
    setDragging(false);
    setOffset(0);
    if (cancelled) return;
    const result = swipeResult(e.clientX - from.x, performance.now() - from.at, e.clientY - from.y);
    if (result === 'click') onTap();
    else if (result !== 0) {
      const next = stepIndex(index, result, count, false);
      if (next !== index) onStep(next);
    }
  };

  const handlers = {
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      start.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, at: performance.now() };
      // Keep receiving moves when the pointer leaves the image mid-drag (absent in jsdom).
      const target: Partial<Pick<HTMLElement, 'setPointerCapture'>> = e.currentTarget;
      target.setPointerCapture?.(e.pointerId);
      setDragging(true);
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from || from.pointerId !== e.pointerId) return;
      setOffset(dragOffset(e.clientX - from.x, index, count));
    },
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => finish(e, false),
    onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => finish(e, true),
  };

  return { offset, dragging, handlers };
}

/** The sliding strip of photos; only the current photo and its neighbours are rendered. */
export function PhotoTrack({
  images,
  index,
  offset,
  dragging,
  altPrefix,
  fit = 'cover',
}: {
  images: readonly string[];
  index: number;
  offset: number;
  dragging: boolean;
  altPrefix: string;
  fit?: 'cover' | 'contain';
}) {
  return (
    <div
      className={`flex h-full w-full ${dragging ? '' : 'transition-transform duration-300 ease-out motion-reduce:transition-none'}`}
      style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
    >
      {images.map((src, i) => (
        <div
          key={`${i}-${src}`}
          className="relative h-full w-full shrink-0"
          aria-hidden={i === index ? undefined : true}
        >
          {Math.abs(i - index) <= 1 && (
            <img
              src={src}
              alt={`${altPrefix}, photo ${i + 1} of ${images.length}`}
              loading="lazy"
              decoding="async"
              draggable={false}
              className={`absolute inset-0 h-full w-full select-none ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
            />
          )}
        </div>
      ))}
    </div>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return direction === 'left' ? (
    <ChevronLeft className="h-5 w-5" strokeWidth={2.5} />
  ) : (
    <ChevronRight className="h-5 w-5" strokeWidth={2.5} />
  );
}

export interface ImageCarouselProps {
  /** The photos' holiday: the carousel goes back to the first photo when it changes. */
  hotelId: number;
  hotelName: string;
  images: readonly string[];
  /** A click (press moved under 5 px) on a photo, or the photo-count button: open the lightbox. */
  onOpen: (index: number) => void;
  /** Sizing of the frame; by default a fixed 3:2 ratio so the card never jumps while loading. */
  className?: string;
}

const arrowClass =
  'absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand-900 shadow-md transition hover:bg-white pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100';

/**
 * A hotel's photo carousel (docs/spec/1-shell-search-package.md §2 'Holiday card', §4 'Card carousel'): swipe or drag,
 * previous/next arrows (wrapping round), dots, and a click that opens the lightbox.
 */
export function ImageCarousel({
  hotelId,
  hotelName,
  images,
  onOpen,
  className = 'aspect-[3/2]',
}: ImageCarouselProps) {
  const count = images.length;
  // The index belongs to one hotel: a different hotelId starts again at the first photo.
  const [position, setPosition] = useState({ hotelId, index: 0 });
  const index = position.hotelId === hotelId ? Math.min(position.index, Math.max(count - 1, 0)) : 0;
  const show = (next: number) => setPosition({ hotelId, index: next });
  const swipe = useSwipe({ index, count, onStep: show, onTap: () => onOpen(index) });

  if (count === 0) {
    return (
      <div
        className={`relative flex w-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 ${className}`}
      >
        <ImageIcon className="h-10 w-10" strokeWidth={1.5} />
        <p className="text-sm">No photos available</p>
      </div>
    );
  }

  const dotsShown = Math.min(count, MAX_DOTS);
  const firstDot = Math.min(Math.max(index - Math.floor(MAX_DOTS / 2), 0), count - dotsShown);

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${hotelName}`}
      className={`group relative w-full overflow-hidden bg-slate-200 ${className}`}
    >
      <div
        className="h-full w-full cursor-grab touch-pan-y select-none active:cursor-grabbing"
        {...swipe.handlers}
      >
        <PhotoTrack
          images={images}
          index={index}
          offset={swipe.offset}
          dragging={swipe.dragging}
          altPrefix={hotelName}
        />
      </div>

      <button
        type="button"
        onClick={() => onOpen(index)}
        aria-label={`View all ${count} photos`}
        className="absolute top-3 right-3 z-10 inline-flex min-h-8 items-center gap-1.5 rounded-full bg-slate-900/75 px-2.5 text-xs font-semibold text-white backdrop-blur-sm transition hover:bg-slate-900/90"
      >
        <Camera className="h-4 w-4" strokeWidth={1.75} />
        {count}
      </button>

      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => show(stepIndex(index, -1, count, true))}
            className={`${arrowClass} left-2`}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => show(stepIndex(index, 1, count, true))}
            className={`${arrowClass} right-2`}
          >
            <ChevronIcon direction="right" />
          </button>
          <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex justify-center bg-linear-to-t from-black/45 to-transparent pt-6 pb-1">
            <div className="pointer-events-auto flex">
              {Array.from({ length: dotsShown }, (_, k) => {
                const i = firstDot + k;
                const current = i === index;
                return (
                  <button
                    key={i}
                    type="button"
                    aria-label={`Show photo ${i + 1} of ${count}`}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => show(i)}
                    className="flex h-6 w-6 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block rounded-full shadow-sm transition-all ${current ? 'h-2.5 w-2.5 bg-white' : 'h-2 w-2 bg-white/60'}`}
                    />
                  </button>
                );
              })}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
