import { Image as ImageIcon, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../shared/ui/Button';
import { Lightbox } from '../../../shared/ui/Lightbox';

export interface PhotoGridProps {
  hotelName: string;
  images: readonly string[];
}

/** The main photo plus up to this many thumbnails (docs/spec/1-shell-search-package.md 'Package details'). */
const THUMBNAILS = 4;
const SHOWN = THUMBNAILS + 1;

/**
 * From 640 px the grid's columns and rows by how many photos it shows, so fewer than five photos
 * still fill the box without empty cells. Full class names, so Tailwind finds them.
 */
const gridLayout: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3 sm:grid-rows-2',
  4: 'sm:grid-cols-4 sm:grid-rows-2',
  5: 'sm:grid-cols-4 sm:grid-rows-2',
};
const mainLayout: Record<number, string> = {
  1: '',
  2: '',
  3: 'sm:col-span-2 sm:row-span-2',
  4: 'sm:col-span-2 sm:row-span-2',
  5: 'sm:col-span-2 sm:row-span-2',
};
/** With four photos the third thumbnail takes the whole bottom row. */
function thumbLayout(shown: number, position: number): string {
  return shown === 4 && position === 3 ? 'sm:col-span-2' : '';
}

const photoButtonClass =
  'group relative block h-full w-full overflow-hidden bg-slate-200 focus-visible:outline-offset-[-3px]';
const photoImgClass =
  'h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]';

/**
 * The hotel's photos on the package details page (docs/spec/1-shell-search-package.md 'Package details'): from 640 px one main
 * photo and four thumbnails, the last with '+N' when there are more; under 640 px the main photo
 * and 'View all N photos'. Any photo opens the lightbox at that photo.
 */
export function PhotoGrid({ hotelName, images }: PhotoGridProps) {
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-card bg-slate-100 text-slate-600 ring-1 ring-slate-200 sm:aspect-auto sm:h-[26rem]">
        <ImageIcon className="h-10 w-10" strokeWidth={1.5} />
        <p className="text-sm">No photos available</p>
      </div>
    );
  }

  const shown = Math.min(count, SHOWN);
  const more = count - SHOWN;
  const label = (i: number) => `Open photo ${i + 1} of ${count} of ${hotelName}`;
  const alt = (i: number) => `${hotelName}, photo ${i + 1} of ${count}`;

  return (
    <div>
      <div
        role="group"
        aria-label={`Photos of ${hotelName}`}
        className={`grid gap-2 overflow-hidden rounded-card sm:h-[26rem] ${gridLayout[shown] ?? ''}`}
      >
        <div className={`aspect-[4/3] sm:aspect-auto ${mainLayout[shown] ?? ''}`}>
          <button
            type="button"
            aria-label={label(0)}
            onClick={() => setIndex(0)}
            className={photoButtonClass}
          >
            <img src={images[0]} alt={alt(0)} fetchPriority="high" className={photoImgClass} />
          </button>
        </div>
        {images.slice(1, shown).map((src, n) => {
          const i = n + 1;
          const last = i === SHOWN - 1 && more > 0;
          return (
            <div key={i} className={`hidden min-h-0 sm:block ${thumbLayout(shown, i)}`}>
              <button
                type="button"
                // Its visible '+N' starts its name (WCAG 2.5.3 Label in Name).
                aria-label={last ? `+${more} more photos: ${label(i)}` : label(i)}
                onClick={() => setIndex(i)}
                className={photoButtonClass}
              >
                <img src={src} alt={alt(i)} loading="lazy" className={photoImgClass} />
                {last && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-2xl font-bold text-white transition-colors group-hover:bg-slate-900/65"
                  >
                    +{more}
                  </span>
                )}
              </button>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <button
          type="button"
          onClick={() => setIndex(0)}
          className={buttonClass('secondary', 'mt-2 w-full sm:hidden')}
        >
          <GalleryIcon />
          {`View all ${count} photos`}
        </button>
      )}

      <Lightbox
        hotelName={hotelName}
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </div>
  );
}

function GalleryIcon() {
  return <LayoutGrid className="h-4 w-4" />;
}
