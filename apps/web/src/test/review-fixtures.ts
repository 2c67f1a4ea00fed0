import type { PublicReview, ReviewSummary } from '@sunward/contracts/reviews';

/** A published review as the server gives it (tests). */
export function makeReview(n: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    rating: 5 - (n % 3),
    title: `Review ${String(n)}`,
    text: `Words of review ${String(n)}.`,
    reviewer: 'Amelia H.',
    travelled: '2026-07',
    verified: true,
    tripType: 'Couple',
    hotel: { id: 101, name: 'Hotel Sol', destination: 'Majorca' },
    publishedAt: '2026-08-02T10:00:00.000Z',
    ...overrides,
  };
}

export const summaryOf = (counts: [number, number, number, number, number]): ReviewSummary => {
  const count = counts.reduce((a, b) => a + b, 0);
  const total = counts.reduce((sum, n, i) => sum + n * (5 - i), 0);
  return {
    score: Math.round((total * 10) / count) / 10,
    count,
    distribution: counts.map((c, i) => ({ rating: 5 - i, count: c })),
  };
};
