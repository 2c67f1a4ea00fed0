import type { Testimonial } from '@sunward/contracts/home';
import { useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery, usePrefersReducedMotion } from '../hooks/use-media-query';
import { PrevNext, roundButton } from './CarouselControls';
import { TestimonialCard } from './TestimonialCard';

/** docs/spec/1-shell-search-package.md §9: testimonials advance every 5 seconds. */
export const TESTIMONIAL_AUTOPLAY_MS = 5000;

/** docs/spec/1-shell-search-package.md §2: 1 slide under 640 px, 2 from 640 px, 3 from 1024 px. */
export function useSlidesPerView(): number {
  const two = useMediaQuery('(min-width: 640px)');
  const three = useMediaQuery('(min-width: 1024px)');
  return three ? 3 : two ? 2 : 1;
}

/**
 * The testimonials slider. Autoplay pauses while the pointer or focus is inside, when the user
 * asks for reduced motion, and with the pause button (WCAG 2.2.2). Slides out of view are inert.
 */
export function TestimonialsSlider({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const perView = useSlidesPerView();
  const reducedMotion = usePrefersReducedMotion();
  const [start, setStart] = useState(0);
  /** null: the user has not chosen, so autoplay follows the reduced-motion preference. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const count = testimonials.length;
  const positions = Math.max(1, count - perView + 1);
  const current = Math.min(start, positions - 1);
  const playing = userPlaying ?? !reducedMotion;
  const running = playing && !hovered && !focused && positions > 1;

  const go = (to: number) => setStart(((to % positions) + positions) % positions);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(
      () => setStart((s) => (Math.min(s, positions - 1) + 1) % positions),
      TESTIMONIAL_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [running, current, positions]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  if (count === 0) {
    return (
      <p className="mt-6 rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200">
        No testimonials available at the moment.
      </p>
    );
  }

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      className="mt-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="overflow-hidden">
        <ul
          id="testimonials-track"
          aria-live={running ? 'off' : 'polite'}
          className="-mx-2.5 flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {testimonials.map((t, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <li
                key={t.id}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!visible}
                inert={!visible}
                className="shrink-0 px-2.5"
                style={{ width: `${100 / perView}%` }}
              >
                <TestimonialCard testimonial={t} />
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 && (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-controls="testimonials-track"
              aria-label={playing ? 'Pause testimonials' : 'Play testimonials'}
              className={roundButton}
              onClick={() => setUserPlaying(!playing)}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
                {playing ? (
                  <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
                ) : (
                  <path d="M6 4l10 6-10 6z" fill="currentColor" />
                )}
              </svg>
            </button>
            <PrevNext
              label="testimonial"
              controls="testimonials-track"
              onPrevious={() => go(current - 1)}
              onNext={() => go(current + 1)}
            />
          </div>
          <ul aria-label="Choose testimonial" className="flex flex-wrap gap-1">
            {Array.from({ length: positions }, (_, i) => (
              <li key={i}>
                <button
                  type="button"
                  aria-controls="testimonials-track"
                  aria-label={`Show testimonial ${i + 1}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="group flex h-6 w-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      i === current
                        ? 'w-5 bg-brand-700'
                        : 'w-2.5 bg-slate-400 group-hover:bg-brand-500'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
