import { useState } from 'react';
import { Lightbox } from '../../../shared/ui/Lightbox';

const THUMBNAILS = 4;

/** The deal hotel's photos: one large and up to four small; any opens the shared lightbox there. */
export function DealGallery({
  hotelName,
  images,
}: {
  hotelName: string;
  images: readonly string[];
}) {
  const [index, setIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const thumbs = images.slice(1, 1 + THUMBNAILS);
  const more = images.length - 1 - thumbs.length;
  const photo = (src: string, i: number, className: string, label: string) => (
    <button
      key={src}
      type="button"
      onClick={() => setIndex(i)}
      aria-label={label}
      className={`group relative block overflow-hidden rounded-lg bg-slate-200 ${className}`}
    >
      <img
        src={src}
        alt=""
        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
    </button>
  );
  return (
    <div>
      <div className="grid grid-cols-4 gap-2">
        {photo(
          images[0] ?? '',
          0,
          'col-span-4 aspect-[16/9]',
          `Open photo 1 of ${images.length} of ${hotelName}`,
        )}
        {thumbs.map((src, k) =>
          photo(
            src,
            k + 1,
            'aspect-[4/3]',
            `Open photo ${k + 2} of ${images.length} of ${hotelName}`,
          ),
        )}
      </div>
      {more > 0 && (
        <button
          type="button"
          onClick={() => setIndex(0)}
          className="mt-2 text-sm font-semibold text-brand-700 underline"
        >
          View all {images.length} photos
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
