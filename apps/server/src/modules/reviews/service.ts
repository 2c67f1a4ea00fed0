import {
  firstSymbol,
  REVIEW_LIMITS,
  reviewLength,
  reviewMessages,
  type BookingReview,
  type HotelReviewPage,
  type OwnReview,
  type PublicReview,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewRequest,
  type ReviewsSummaryResponse,
} from '@sunward/contracts/reviews';
import {
  STAFF_REVIEWS,
  staffReviewMessages,
  type PersonalDataFlag,
  type StaffReview,
  type StaffReviewQueue,
  type StaffReviewQuery,
} from '@sunward/contracts/staff-reviews';
import { staffMay } from '@sunward/contracts/staff-policy';
import type { FieldErrors } from '@sunward/contracts/errors';
import { AppError } from '../../errors';
import { londonToday } from '../../lib/dates';
import type { BookingAccess, ReviewableBooking } from '../bookings/service';
import { auditEntry, type StaffActor } from '../staff/service';
import { findPersonalData } from './personal-data';
import type { ReviewRow, ReviewsRepository } from './repository';
import { summaryOf, type ReviewShowcase } from './showcase';

const DAY_MS = 86_400_000;

/** What the reviews module asks of the bookings module (under its one access rule). */
export interface ReviewBookings {
  forReview(reference: string, who: BookingAccess): Promise<ReviewableBooking>;
  reviewableById(id: string): Promise<ReviewableBooking | undefined>;
  referencesOf(ids: string[]): Promise<Map<string, string>>;
}

/** The review site's summary, when one is configured (integrations/review-site). */
export interface ReviewSiteSummarySource {
  name: string;
  url: string;
  cached(): Promise<{ score: number; count: number } | null>;
}

/** 'Amelia H.': the first of the first names and the initial of the surname, nothing more. */
export function reviewerName(lead: { firstNames: string; lastName: string }): string {
  const first = lead.firstNames.trim().split(/\s+/)[0] ?? '';
  const initial = firstSymbol(lead.lastName.trim()).toUpperCase();
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || 'A traveller';
}

/** The kind of trip, from the party booked. */
export function tripTypeOf(party: { adults: number; children: number; infants: number }): string {
  if (party.children + party.infants > 0) return 'Family holiday';
  if (party.adults === 1) return 'Solo traveller';
  if (party.adults === 2) return 'Couple';
  return 'Group trip';
}

/** Words as stored: trimmed, and null when nothing is left. */
const words = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The rating, title and text checked against the limits: the 422 per field, or what to store. */
function checked(input: ReviewRequest): {
  rating: number;
  title: string | null;
  body: string | null;
  personalData: PersonalDataFlag[];
} {
  const errors: FieldErrors = {};
  const title = words(input.title);
  const body = words(input.text);
  if (input.rating < REVIEW_LIMITS.minRating || input.rating > REVIEW_LIMITS.maxRating) {
    errors.rating = [reviewMessages.rating];
  }
  if (title !== null && reviewLength(title) > REVIEW_LIMITS.titleMax) {
    errors.title = [reviewMessages.titleTooLong];
  }
  if (body !== null && reviewLength(body) > REVIEW_LIMITS.textMax) {
    errors.text = [reviewMessages.textTooLong];
  }
  if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);
  return {
    rating: input.rating,
    title,
    body,
    personalData: findPersonalData({ title, text: body }),
  };
}

const editableUntil = (row: ReviewRow) =>
  new Date(row.createdAt.getTime() + REVIEW_LIMITS.editDays * DAY_MS);

function publicOf(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    reviewer: row.reviewerName,
    travelled: row.travelledOn.slice(0, 7),
    // Written from one of our bookings after its stay had ended: tied to a completed booking.
    verified: row.returnedOn < londonToday(row.createdAt),
    tripType: row.tripType,
    hotel: { id: row.hotelId, name: row.hotelName, destination: row.destination },
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

/** A page number and size from a query, within the limits. */
function paging(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? REVIEW_LIMITS.pageSize, REVIEW_LIMITS.maxPageSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * Verified reviews: written by a booking's own customer once back home (check-out before today,
 * London), one per booking, changeable for 7 days (a change goes back to moderation); shown only
 * once approved on the staff desk. Every score is computed from approved reviews.
 */
export function createReviewsService(deps: {
  repo: ReviewsRepository;
  bookings: ReviewBookings;
  showcase: ReviewShowcase;
  /** Names of members of staff, by id (who decided on a review). */
  staffNames: (ids: string[]) => Promise<Map<string, string>>;
  reviewSite?: ReviewSiteSummarySource | null;
  now?: () => Date;
}) {
  const { repo, bookings, showcase } = deps;
  const now = deps.now ?? (() => new Date());

  function ownOf(row: ReviewRow): OwnReview {
    const until = editableUntil(row);
    return {
      id: row.id,
      rating: row.rating,
      title: row.title,
      text: row.body,
      state: row.state,
      rejectionReason: row.state === 'rejected' ? row.rejectionReason : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      editableUntil: until.toISOString(),
      editable: now() < until,
    };
  }

  /** Why this booking's holiday cannot be reviewed today; null when it can. */
  function refusal(booking: ReviewableBooking): string | null {
    if (booking.status === 'cancelled') return reviewMessages.cancelled;
    if (booking.status !== 'confirmed') return reviewMessages.notConfirmed;
    if (booking.hotelId === null) return reviewMessages.cannotReview;
    // Back home: the hotel's check-out date is before today (London).
    if (booking.checkOut >= londonToday(now())) return reviewMessages.notYetBack;
    return null;
  }

  /**
   * The one way a review is written, whoever asks (the customer's route, the demo seed): the
   * booking's holiday is over, it has no review yet, and the words are within the limits.
   */
  async function writeFor(booking: ReviewableBooking, input: ReviewRequest): Promise<ReviewRow> {
    const why = refusal(booking);
    if (why) throw AppError.unprocessable({ booking: [why] });
    const values = checked(input);
    if (await repo.findByBooking(booking.id)) {
      throw new AppError('CONFLICT', reviewMessages.alreadyReviewed);
    }
    const at = now();
    const row = await repo.insert({
      bookingId: booking.id,
      hotelId: booking.hotelId ?? 0,
      hotelName: booking.hotelName,
      destination: booking.destination,
      reviewerName: reviewerName(booking.lead),
      tripType: tripTypeOf(booking.party),
      travelledOn: booking.checkIn,
      returnedOn: booking.checkOut,
      rating: values.rating,
      title: values.title,
      body: values.body,
      personalData: values.personalData,
      createdAt: at,
      updatedAt: at,
    });
    // Two at once: the database's one review per booking lets only the first in.
    if (!row) throw new AppError('CONFLICT', reviewMessages.alreadyReviewed);
    return row;
  }

  async function staffViewOf(rows: ReviewRow[]): Promise<StaffReview[]> {
    const references = await bookings.referencesOf(rows.map((r) => r.bookingId));
    const deciders = [
      ...new Set(rows.map((r) => r.moderatedBy).filter((id): id is string => id !== null)),
    ];
    const names: Map<string, string> =
      deciders.length > 0 ? await deps.staffNames(deciders) : new Map<string, string>();
    return rows.map((row) => ({
      id: row.id,
      state: row.state,
      version: row.version,
      rating: row.rating,
      title: row.title,
      text: row.body,
      personalData: row.personalData as PersonalDataFlag[],
      reviewer: row.reviewerName,
      bookingReference: references.get(row.bookingId) ?? '',
      hotel: { id: row.hotelId, name: row.hotelName },
      travelled: row.travelledOn.slice(0, 7),
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      moderatedAt: row.moderatedAt?.toISOString() ?? null,
      moderatedBy: row.moderatedBy
        ? (names.get(row.moderatedBy) ?? 'A member of staff')
        : row.moderatedAt
          ? 'Sunward (system)'
          : null,
    }));
  }

  /**
   * A decision by `actor` (a member of staff, or the system with no staff id): waiting reviews
   * are moderated by anyone the policy lets moderate; taking down a published one or publishing
   * a rejected one only by those it lets overrule. Made once per version; the hotel's score,
   * the audit row and the decision commit together, then the shop window is read again.
   */
  async function decide(
    id: string,
    to: 'approved' | 'rejected',
    version: number,
    reason: string | null,
    actor: StaffActor,
  ): Promise<StaffReview> {
    const overrule = actor.role === undefined || staffMay(actor.role, 'reviews.override');
    const from =
      to === 'approved'
        ? overrule
          ? (['pending', 'rejected'] as const)
          : (['pending'] as const)
        : overrule
          ? (['pending', 'approved'] as const)
          : (['pending'] as const);
    const at = now();
    const outcome = await repo.decide(
      id,
      { from, to, version, reason, staffId: actor.staffId, at },
      (before, after) =>
        auditEntry(
          actor,
          to === 'approved' ? 'review.approved' : 'review.rejected',
          { type: 'review', id },
          {
            before: { state: before.state, version: before.version },
            after: {
              state: after.state,
              version: after.version,
              ...(after.rejectionReason ? { reason: after.rejectionReason } : {}),
            },
          },
          at,
        ),
    );
    switch (outcome.kind) {
      case 'missing':
        throw new AppError('NOT_FOUND', staffReviewMessages.notFound);
      case 'changed':
        throw new AppError('CONFLICT', staffReviewMessages.changed);
      case 'refused':
        throw new AppError('FORBIDDEN', staffReviewMessages.overrideOnly);
      case 'already':
        return (await staffViewOf([outcome.row]))[0];
      case 'moved':
        await showcase.refresh();
        return (await staffViewOf([outcome.row]))[0];
    }
  }

  return {
    /** The customer's view of their booking's review: whether one can be written, and theirs. */
    async ofBooking(reference: string, who: BookingAccess): Promise<BookingReview> {
      const booking = await bookings.forReview(reference, who);
      const row = await repo.findByBooking(booking.id);
      const why = refusal(booking);
      return {
        reference: booking.reference,
        hotelName: booking.hotelName,
        checkOut: booking.checkOut,
        canReview: !row && why === null,
        reason: row ? null : why,
        review: row ? ownOf(row) : null,
      };
    },

    /** A customer writes the review of their booking's holiday (it waits for moderation). */
    async write(reference: string, input: ReviewRequest, who: BookingAccess): Promise<OwnReview> {
      return ownOf(await writeFor(await bookings.forReview(reference, who), input));
    },

    /** The demo seed writes a review of a booking it made, by the same rules. */
    async writeForBooking(bookingId: string, input: ReviewRequest): Promise<ReviewRow> {
      const booking = await bookings.reviewableById(bookingId);
      if (!booking) throw new AppError('NOT_FOUND', reviewMessages.noReview);
      const existing = await repo.findByBooking(bookingId);
      return existing ?? writeFor(booking, input);
    },

    /**
     * The customer changes their review, within 7 days of writing it: it goes back to moderation
     * (if it was published, it comes off the site and out of the hotel's score until approved).
     */
    async edit(reference: string, input: ReviewRequest, who: BookingAccess): Promise<OwnReview> {
      const booking = await bookings.forReview(reference, who);
      const row = await repo.findByBooking(booking.id);
      if (!row) throw new AppError('NOT_FOUND', reviewMessages.noReview);
      if (now() >= editableUntil(row))
        throw AppError.unprocessable({ review: [reviewMessages.editClosed] });
      const values = checked(input);
      const edited = await repo.edit(row.id, row.version, values, now());
      if (!edited) throw new AppError('CONFLICT', staffReviewMessages.changed);
      if (edited.wasApproved) await showcase.refresh();
      return ownOf(edited.row);
    },

    /** Every approved review, newest first, with the site's summary. */
    async list(query: ReviewListQuery): Promise<ReviewPage> {
      const { page, pageSize, offset } = paging(query);
      const [{ rows, total }, scores] = await Promise.all([
        repo.published({ ...(query.rating ? { rating: query.rating } : {}) }, offset, pageSize),
        repo.allScores(),
      ]);
      return { summary: summaryOf(scores), reviews: rows.map(publicOf), total, page, pageSize };
    },

    /** One hotel's approved reviews, newest first, with its score (the package page). */
    async ofHotel(hotelId: number, query: ReviewListQuery): Promise<HotelReviewPage> {
      const { page, pageSize, offset } = paging(query);
      const [{ rows, total }, score] = await Promise.all([
        repo.published(
          { hotelId, ...(query.rating ? { rating: query.rating } : {}) },
          offset,
          pageSize,
        ),
        repo.scoreOf(hotelId),
      ]);
      return {
        hotelId,
        summary: summaryOf(score ? [score] : []),
        reviews: rows.map(publicOf),
        total,
        page,
        pageSize,
      };
    },

    /** Our score and count from approved reviews, and the review site's own when configured. */
    async summary(): Promise<ReviewsSummaryResponse> {
      const [scores, site] = await Promise.all([
        repo.allScores(),
        deps.reviewSite ? deps.reviewSite.cached() : Promise.resolve(null),
      ]);
      return {
        verified: summaryOf(scores),
        reviewSite:
          deps.reviewSite && site
            ? { name: deps.reviewSite.name, url: deps.reviewSite.url, ...site }
            : null,
      };
    },

    /** The staff desk's queue of one state (waiting by default). */
    async queue(query: StaffReviewQuery): Promise<StaffReviewQueue> {
      const state = query.state ?? 'pending';
      const page = Number(query.page ?? 1);
      const pageSize = STAFF_REVIEWS.pageSize;
      const { rows, total, counts } = await repo.queue(state, (page - 1) * pageSize, pageSize);
      return { state, reviews: await staffViewOf(rows), total, page, pageSize, counts };
    },

    approve: (id: string, version: number, actor: StaffActor) =>
      decide(id, 'approved', version, null, actor),

    /** Not published, with the reason the customer is shown (required). */
    async reject(id: string, version: number, reason: string, actor: StaffActor) {
      const why = reason.trim();
      if (why === '')
        throw AppError.unprocessable({ reason: [staffReviewMessages.reasonRequired] });
      return decide(id, 'rejected', version, why, actor);
    },

    /** The shop window's reviews in memory (results cards, footer and home page). */
    showcase,
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
