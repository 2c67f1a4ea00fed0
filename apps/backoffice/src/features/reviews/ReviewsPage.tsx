import {
  REVIEW_STATE_NAMES,
  reviewStates,
  travelledMonth,
  type ReviewState,
} from '@sunward/contracts/reviews';
import {
  PERSONAL_DATA_NAMES,
  STAFF_REVIEWS,
  type PersonalDataFlag,
  type StaffReview,
} from '@sunward/contracts/staff-reviews';
import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { approveReview } from '../../api/approve-review';
import { ApiError, messageOf } from '../../api/client';
import { meQuery } from '../../api/me';
import { rejectReview } from '../../api/reject-review';
import { reviewQueueKey, reviewQueueQuery, type ReviewQueuePage } from '../../api/review-queue';
import { formatMoment } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { BookingLink } from '../../ui/badges';
import { Button, Notice, SelectInput, TextArea } from '../../ui/controls';
import { Pager } from '../../ui/DataTable';

const isState = (value: string | null): value is ReviewState =>
  (reviewStates as readonly (string | null)[]).includes(value);

/** The queue as the address keeps it (so back, reload and a shared link show the same). */
function queryOf(params: URLSearchParams): ReviewQueuePage {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    state: isState(state) ? state : 'pending',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** How the queue names each state. */
const QUEUE_NAMES: Record<ReviewState, string> = {
  pending: 'Waiting for moderation',
  approved: 'Published',
  rejected: 'Not published',
};

/** The words with each piece of personal data found in them marked. */
function marked(text: string, matches: string[]): ReactNode {
  const found = matches.filter((m) => m !== '' && text.includes(m));
  if (found.length === 0) return text;
  const pattern = new RegExp(
    `(${found.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'g',
  );
  return text.split(pattern).map((part, i) =>
    found.includes(part) ? (
      <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function PersonalData({ flags }: { flags: PersonalDataFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <div className="mt-3 rounded-md border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">Personal data found: check before publishing</p>
      <ul className="mt-1 list-disc pl-5">
        {flags.map((f, i) => (
          <li key={i}>
            {PERSONAL_DATA_NAMES[f.kind]} in the {f.field}: <strong>{f.match}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Approve, and Reject with a reason, as the review's state and the member's role allow. */
function Decisions({
  review,
  mayOverride,
  onDone,
}: {
  review: StaffReview;
  mayOverride: boolean;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = (message: string) => {
    onDone(message);
    void client.invalidateQueries({ queryKey: reviewQueueKey });
  };
  const approve = useMutation({
    mutationFn: () => approveReview(review.id, review.version),
    onSuccess: () => refresh(`Published: ${review.reviewer}’s review of ${review.hotel.name}.`),
  });
  const reject = useMutation({
    mutationFn: () => rejectReview(review.id, review.version, reason),
    onSuccess: () => refresh(`Not published: ${review.reviewer}’s review of ${review.hotel.name}.`),
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    reject.mutate();
  };
  const mayApprove = review.state === 'pending' || (review.state === 'rejected' && mayOverride);
  const mayReject = review.state === 'pending' || (review.state === 'approved' && mayOverride);
  const refused = reject.error instanceof ApiError ? reject.error.fieldError('reason') : undefined;
  const label = `${review.hotel.name} by ${review.reviewer}`;
  const rejectText = review.state === 'approved' ? 'Take down' : 'Do not publish';
  if (!mayApprove && !mayReject) return null;
  return (
    <div className="mt-4 space-y-3">
      {approve.isError ? <Notice kind="error">{messageOf(approve.error)}</Notice> : null}
      {reject.isError && !refused ? <Notice kind="error">{messageOf(reject.error)}</Notice> : null}
      {rejecting ? (
        <form onSubmit={submit} noValidate className="max-w-xl space-y-2">
          <TextArea
            label="Why it is not published"
            hint="The customer is shown this reason and can change their review."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={STAFF_REVIEWS.reasonMaxLength}
            rows={3}
            error={refused}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" look="danger" disabled={reject.isPending}>
              Do not publish
            </Button>
            <Button look="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {mayApprove ? (
            <Button
              onClick={() => approve.mutate()}
              disabled={approve.isPending}
              aria-label={`Publish: ${label}`}
            >
              Publish
            </Button>
          ) : null}
          {mayReject ? (
            <Button
              look="secondary"
              onClick={() => setRejecting(true)}
              aria-label={`${rejectText}: ${label}`}
            >
              {rejectText}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ReviewItem({
  review,
  mayModerate,
  mayOverride,
  onDone,
}: {
  review: StaffReview;
  mayModerate: boolean;
  mayOverride: boolean;
  onDone: (message: string) => void;
}) {
  const titleMatches = review.personalData.filter((f) => f.field === 'title').map((f) => f.match);
  const textMatches = review.personalData.filter((f) => f.field === 'text').map((f) => f.match);
  return (
    <article
      aria-labelledby={`review-${review.id}`}
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`review-${review.id}`} className="text-lg font-bold text-brand-800">
        {review.rating} {review.rating === 1 ? 'star' : 'stars'}: {review.hotel.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        By {review.reviewer} · Booking <BookingLink reference={review.bookingReference} /> ·
        travelled {travelledMonth(review.travelled)} · written {formatMoment(review.createdAt)}
        {review.version > 1 ? ` · changed ${formatMoment(review.updatedAt)}` : ''}
      </p>
      <PersonalData flags={review.personalData} />
      <div className="mt-3 rounded-md bg-slate-50 p-4">
        {review.title ? (
          <p className="font-semibold text-slate-900">{marked(review.title, titleMatches)}</p>
        ) : (
          <p className="text-sm text-slate-600">No title.</p>
        )}
        {review.text ? (
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">
            {marked(review.text, textMatches)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">Stars only, no text.</p>
        )}
      </div>
      {review.moderatedAt ? (
        <p className="mt-2 text-sm text-slate-700">
          {REVIEW_STATE_NAMES[review.state]} by {review.moderatedBy ?? 'a member of staff'},{' '}
          {formatMoment(review.moderatedAt)}
          {review.rejectionReason ? `. Reason: ${review.rejectionReason}` : ''}
        </p>
      ) : null}
      {mayModerate ? <Decisions review={review} mayOverride={mayOverride} onDone={onDone} /> : null}
    </article>
  );
}

/**
 * Reviews on the desk: the moderation queue (waiting ones oldest first), each with the personal
 * data found in it marked; publish it, or do not, with the reason the customer is shown. Taking
 * down a published review, or publishing one that was not, is for supervisors and admins.
 */
export function ReviewsPage() {
  usePageTitle('Reviews');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const me = useQuery(meQuery());
  const role = me.data?.role;
  const mayModerate = role ? staffMay(role, 'reviews.moderate') : false;
  const mayOverride = role ? staffMay(role, 'reviews.override') : false;
  const found = useQuery(reviewQueueQuery(query));
  const [done, setDone] = useState<string | null>(null);
  const data = found.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const go = (next: Partial<ReviewQueuePage>) => {
    const to = { ...query, ...next };
    const search = new URLSearchParams();
    if (to.state !== 'pending') search.set('state', to.state);
    if (to.page > 1) search.set('page', String(to.page));
    setParams(search);
  };
  const countOf = (state: ReviewState) =>
    data ? ` (${data.counts[state].toLocaleString('en-GB')})` : '';
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-800">Reviews</h1>
      <p className="mt-1 text-muted">
        Customers review their holiday once they are back home. Nothing is shown on the site until
        it is published here.
      </p>
      <form aria-label="Choose reviews" className="mt-4 max-w-md">
        <SelectInput
          label="Show"
          value={query.state}
          onChange={(event) => {
            setDone(null);
            go({ state: event.target.value as ReviewState, page: 1 });
          }}
        >
          {reviewStates.map((state) => (
            <option key={state} value={state}>
              {QUEUE_NAMES[state]}
              {countOf(state)}
            </option>
          ))}
        </SelectInput>
      </form>
      <div className="mt-4 space-y-4">
        <h2 aria-live="polite" className="text-lg font-semibold text-slate-800">
          {data
            ? `${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'review' : 'reviews'} ${
                query.state === 'pending'
                  ? 'waiting, oldest first'
                  : QUEUE_NAMES[query.state].toLowerCase()
              }`
            : 'Loading…'}
        </h2>
        {done ? <Notice kind="done">{done}</Notice> : null}
        {found.isError ? <Notice kind="error">{messageOf(found.error)}</Notice> : null}
        {data && data.reviews.length === 0 ? (
          <p className="rounded-lg bg-white p-5 text-slate-700 ring-1 ring-slate-200">
            {query.state === 'pending' ? 'No review is waiting.' : 'None.'}
          </p>
        ) : null}
        {data?.reviews.map((review) => (
          <ReviewItem
            key={`${review.id}:${String(review.version)}:${review.state}`}
            review={review}
            mayModerate={mayModerate}
            mayOverride={mayOverride}
            onDone={setDone}
          />
        ))}
        {data && pages > 1 ? (
          <Pager page={query.page} pages={pages} onPage={(page) => go({ page })} />
        ) : null}
      </div>
    </>
  );
}
