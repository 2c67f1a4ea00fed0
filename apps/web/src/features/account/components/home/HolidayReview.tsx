import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_LIMITS,
  REVIEW_STATE_NAMES,
  reviewLength,
  type OwnReview,
} from '@sunward/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { describeError } from '../../../../shared/lib/errors';
import { useSession } from '../../../../shared/stores/session';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { StarRating } from '../../../../shared/ui/StarRating';
import { bookingReviewQuery } from '../../api/booking-review';
import { useSaveReview } from '../../api/save-review';
import { reviewBody, reviewForm, type ReviewFormValues } from '../../lib/review-form';

const card = 'rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200';

const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const count = (n: number) => n.toLocaleString('en-GB');

/** 'Thank you for your review!' (docs/spec/3-accounts-bookings-content.md §4), then what happens next. */
export const REVIEW_THANKS = 'Thank you for your review!';
export const REVIEW_NEXT =
  'Our team checks every review before it is published. You can see its progress here.';

/**
 * 1-5 stars as a radio group: Tab reaches the group, the arrow keys move between the stars (as in
 * any radio group, choosing a star never sends the review: the Submit button does).
 */
function StarChoice({
  value,
  onChange,
  error,
  legend,
}: {
  value: number;
  onChange: (rating: number) => void;
  error: string | undefined;
  legend: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer" onMouseEnter={() => setHovered(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={`block rounded-full p-1 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 ${
                n <= shown ? 'text-sun-500' : 'text-slate-500'
              }`}
            >
              ★
            </span>
            <span className="sr-only">{n === 1 ? '1 star' : `${String(n)} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-coral-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The review form: stars first; choosing them opens the title and text (a change shows all). */
function ReviewForm({
  reference,
  initial,
  onDone,
  onCancel,
}: {
  reference: string;
  initial: OwnReview | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveReview(reference);
  const [failure, setFailure] = useState<string | null>(null);
  const textId = useId();
  const { control, register, handleSubmit, formState, setError } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewForm),
    defaultValues: {
      rating: initial?.rating ?? 0,
      title: initial?.title ?? '',
      text: initial?.text ?? '',
    },
  });
  const errors = formState.errors;
  const [rating, title, text] = useWatch({ control, name: ['rating', 'title', 'text'] });
  const titleLength = reviewLength(title);
  const textLength = reviewLength(text);
  const open = initial !== null || rating > 0;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ body: reviewBody(values), change: initial !== null });
      onDone();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : undefined;
      let placed = false;
      for (const field of ['rating', 'title', 'text'] as const) {
        const message = fields?.[field]?.[0];
        if (message) {
          setError(field, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      // Announced as it appears (an alert); a field's message goes with the field it is about.
      if (!placed) setFailure(describeError(err).message);
    }
  });

  const counter = (n: number, max: number) =>
    `${count(n)} of ${count(max)} characters${n > max ? ': too long' : ''}`;

  return (
    <form
      noValidate
      aria-label={initial ? 'Change your review' : 'Review your holiday'}
      onSubmit={(e) => void onSubmit(e)}
      className="mt-3 space-y-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarChoice
            legend="Rate your holiday"
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      {open ? (
        <>
          <Field
            label="Title"
            optional
            hint={counter(titleLength, REVIEW_LIMITS.titleMax)}
            error={errors.title?.message}
            {...register('title')}
          />
          <div>
            <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-800">
              Your review <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id={textId}
              rows={6}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={`${textId}-count${errors.text ? ` ${textId}-error` : ''}`}
              className={`block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
                errors.text ? 'border-coral-600' : 'border-slate-300'
              }`}
              {...register('text')}
            />
            <p
              id={`${textId}-count`}
              className={`mt-1 text-xs ${textLength > REVIEW_LIMITS.textMax ? 'font-semibold text-coral-600' : 'text-slate-600'}`}
            >
              {counter(textLength, REVIEW_LIMITS.textMax)}
            </p>
            {errors.text && (
              <p id={`${textId}-error`} className="mt-1 text-sm font-medium text-coral-600">
                {errors.text.message}
              </p>
            )}
          </div>
          <p className="text-xs text-slate-600">
            Please leave out phone numbers, e-mail addresses and other personal details. We show
            your first name and the initial of your surname with your review.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Sending…' : initial ? 'Save changes' : 'Submit review'}
            </Button>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-600">Choose 1 to 5 stars to write your review.</p>
      )}
    </form>
  );
}

/** The customer's review as it stands: its state (with the reason when not published). */
function ReviewStatus({ review, onEdit }: { review: OwnReview; onEdit: () => void }) {
  const tone = { pending: 'info', approved: 'success', rejected: 'warning' } as const;
  return (
    <div className="mt-3 space-y-3">
      <Alert tone={tone[review.state]} title={REVIEW_STATE_NAMES[review.state]}>
        {review.state === 'pending' && <p>Our team checks every review before it is published.</p>}
        {review.state === 'approved' && (
          <p>
            Your review is on our site.{' '}
            <Link to="/reviews" className="font-semibold underline">
              Read our reviews
            </Link>
          </p>
        )}
        {review.state === 'rejected' && <p>Reason: {review.rejectionReason}</p>}
      </Alert>
      <div>
        <StarRating
          rating={review.rating}
          label={`Your rating: ${String(review.rating)} out of 5 stars`}
        />
        {review.title && <p className="mt-2 font-semibold text-slate-900">{review.title}</p>}
        {review.text && (
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{review.text}</p>
        )}
      </div>
      {review.editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={onEdit}>
            Edit review
          </Button>
          <p className="text-sm text-slate-600">
            You can change it until {moment.format(new Date(review.editableUntil))}
            {review.state === 'approved'
              ? '; a change is checked again before it is published.'
              : '.'}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          Reviews can be changed for {REVIEW_LIMITS.editDays} days after they are written.
        </p>
      )}
    </div>
  );
}

/**
 * Recent holiday (docs/spec/3-accounts-bookings-content.md §4): the 1-5 star prompt opens the
 * review form for this booking; once sent, the review's state (awaiting moderation, published, or
 * not published with the reason), changeable for 7 days.
 */
export function HolidayReview({ reference, hotelName }: { reference: string; hotelName: string }) {
  const token = useSession((s) => s.token);
  const found = useQuery(bookingReviewQuery(reference, token));
  const [editing, setEditing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const data = found.data;
  return (
    <section aria-labelledby="rate-title" className={card}>
      <h2 id="rate-title" className="text-lg font-bold text-brand-800">
        How was {hotelName}?
      </h2>
      <div aria-live="polite" className="empty:hidden">
        {thanked && !editing && (
          <div className="mt-3">
            <Alert tone="success" title={REVIEW_THANKS}>
              {REVIEW_NEXT}
            </Alert>
          </div>
        )}
      </div>
      {found.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading your review…</p>
      ) : found.isError || !data ? (
        <div className="mt-3">
          <Alert tone="error">Your review could not be loaded. Please try again later.</Alert>
        </div>
      ) : data.review && !editing ? (
        <ReviewStatus review={data.review} onEdit={() => setEditing(true)} />
      ) : data.review || data.canReview ? (
        <ReviewForm
          reference={reference}
          initial={data.review}
          onDone={() => {
            setEditing(false);
            setThanked(true);
          }}
          {...(data.review ? { onCancel: () => setEditing(false) } : {})}
        />
      ) : (
        <p className="mt-3 text-sm text-slate-700">{data.reason}</p>
      )}
    </section>
  );
}
