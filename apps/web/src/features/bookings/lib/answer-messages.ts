import { ApiError, NetworkError } from '../../../shared/lib/api-client';

/**
 * What to say for a failed call, by its answer: no answer at all (`connection`), the status the
 * server answered with (`byStatus`), else `other`.
 */
export function messageForAnswer<T>(
  error: unknown,
  texts: { connection: T; other: T; byStatus: Partial<Record<number, T>> },
): T {
  if (error instanceof NetworkError) return texts.connection;
  if (error instanceof ApiError) return texts.byStatus[error.status] ?? texts.other;
  return texts.other;
}
