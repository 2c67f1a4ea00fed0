import { formatScore } from '@sunward/contracts/reviews';
import { StarRating } from '../StarRating';

const plural = (count: number) =>
  `${count.toLocaleString('en-GB')} verified ${count === 1 ? 'review' : 'reviews'}`;

/**
 * A score computed from approved verified reviews: '4.6 out of 5 from 12 verified reviews', with
 * stars for the eye. Never given a number that does not come from them.
 */
export function ReviewScore({
  score,
  count,
  size = 'sm',
  tone = 'light',
}: {
  score: number;
  count: number;
  size?: 'sm' | 'lg';
  tone?: 'light' | 'dark';
}) {
  const text = `Rated ${formatScore(score)} out of 5 from ${plural(count)}`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        aria-hidden="true"
        className={`rounded-md px-1.5 py-0.5 font-bold ${
          tone === 'dark' ? 'bg-white text-brand-900' : 'bg-brand-700 text-white'
        } ${size === 'lg' ? 'text-lg' : 'text-sm'}`}
      >
        {formatScore(score)}
      </span>
      <StarRating rating={score} className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} tone={tone} />
      <span aria-hidden="true" className={size === 'lg' ? 'text-base' : 'text-sm'}>
        {plural(count)}
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
