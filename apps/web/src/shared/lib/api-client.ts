import { clientErrorBody, type FieldErrors } from '@sunward/contracts/errors';
import { parse, type core } from 'zod/mini';
import { useSession } from '../stores/session';

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly details: Record<string, unknown> | undefined,
    /** True when the body carried the server's own message (not a fallback). */
    readonly hasServerMessage: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Per-field messages of a 422, if any. */
  get fieldErrors(): FieldErrors | undefined {
    const errors = this.details?.errors;
    return errors && typeof errors === 'object' ? (errors as FieldErrors) : undefined;
  }
}

/** No response at all (offline, DNS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The contract the response must satisfy; omitted for 204 answers. */
  schema?: core.$ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export const API_BASE = '/api';

/**
 * Every call goes through here: bearer token from the session, JSON in and out, the response
 * parsed by its contract, errors turned into ApiError / NetworkError. A 401 to a request that
 * carried a token means the session is over: it logs out (the route guard then sends the
 * visitor to Login where the route needs it).
 */
export async function apiRequest<T = void>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }

  if (!response.ok) {
    if (response.status === 401 && token && useSession.getState().token === token) {
      useSession.getState().logout();
    }
    const parsed = clientErrorBody.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiError(
          response.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.details,
          true,
        )
      : new ApiError(response.status, undefined, response.statusText, undefined, false);
  }
  if (response.status === 204 || !options.schema) return undefined as T;
  return parse(options.schema, await response.json());
}
