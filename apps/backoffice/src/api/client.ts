import { clientErrorBody, type FieldErrors } from '@sunward/contracts/errors';
import { parse, type core } from 'zod/mini';

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message a 422 gave for `field`, if any. */
  fieldError(field: string): string | undefined {
    const errors = this.details?.errors;
    if (!errors || typeof errors !== 'object') return undefined;
    return (errors as Partial<FieldErrors>)[field]?.[0];
  }

  /** Whether a 422 named any field. */
  get hasFieldErrors(): boolean {
    const errors = this.details?.errors;
    return Boolean(errors && typeof errors === 'object' && Object.keys(errors).length > 0);
  }
}

/** What a person is told when the server could not be reached or said nothing useful. */
export const UNREACHABLE = 'The back office cannot reach the server. Please try again.';

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The contract the response must satisfy; omitted for 204 answers. */
  schema?: core.$ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Every back-office call goes through here. The staff session travels in its HttpOnly cookie
 * (scoped to /api/staff), never in script-readable storage; JSON in and out, the answer parsed by
 * its contract, an error status turned into ApiError with the server's message.
 */
export async function staffRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const url = `/api${path}${search.size ? `?${search.toString()}` : ''}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, UNREACHABLE, undefined);
  }
  if (!response.ok) {
    const parsed = clientErrorBody.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.message, parsed.data.error.details)
      : new ApiError(response.status, UNREACHABLE, undefined);
  }
  if (response.status === 204 || !options.schema) return undefined as T;
  return parse(options.schema, await response.json());
}

/** The message to show for a failed call. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : UNREACHABLE;
