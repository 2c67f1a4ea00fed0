/**
 * What the logs may say about requests and errors. They never carry query strings (a card number
 * or an e-mail can be put in one), client addresses, query parameters, key values or messages that
 * quote stored values: a failed query logs its SQL text with placeholders, never what was bound.
 */

/** PostgreSQL (pg and PGlite) and Node error fields that name things, never values. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'position',
  'statusCode',
  'syscall',
  'address',
  'port',
] as const;

/** Words after which a quoted name is an identifier (kept), not a value (replaced). */
const IDENTIFIER_BEFORE =
  /(?:constraint|relation|column|table|type|function|index|schema|encoding|database|role|sequence|operator|trigger|view|extension|savepoint|cursor|statement|portal)\s+$/i;

/** A database message with every quoted value replaced: `... for type uuid: "[value]"`. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, (quoted, offset: number) =>
    IDENTIFIER_BEFORE.test(message.slice(0, offset)) ? quoted : '"[value]"',
  );
}

type ErrorFields = Error & Record<string, unknown>;

/** A database error: pg's and PGlite's carry a five-character SQLSTATE `code` and a `severity`. */
function isDatabaseError(err: ErrorFields): boolean {
  return typeof err.severity === 'string' && typeof err.code === 'string';
}

/** Drizzle's wrapper repeats the SQL and its bound values in its message. */
function isQueryError(err: ErrorFields): boolean {
  return typeof err.query === 'string' && 'params' in err;
}

function messageOf(err: ErrorFields): string {
  if (isQueryError(err) && err.message.startsWith('Failed query')) return 'Failed query';
  if (isDatabaseError(err)) return withoutQuotedValues(err.message);
  return err.message;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The err serializer: type, a safe message, SQL text, codes and stack frames, then the cause. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    // Thrown non-errors are logged by kind only; a plain { message } is taken as chosen words.
    const message =
      value !== null && typeof value === 'object' && 'message' in value ? value.message : undefined;
    return { type: typeof value, message: typeof message === 'string' ? message : '', stack: '' };
  }
  const err = value as ErrorFields;
  // The stack's first line repeats the message: only its frames are kept.
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const out: SerializedError = {
    // Minified classes (PGlite's) have names too short to mean anything: then the error's own.
    type: err.constructor.name.length > 2 ? err.constructor.name : err.name,
    message: messageOf(err),
    stack: frames.join('\n'),
  };
  if (typeof err.query === 'string') out.query = err.query;
  for (const field of SAFE_FIELDS) {
    const v = err[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  if (depth < 4) {
    if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
    if (err instanceof AggregateError) {
      out.errors = (err.errors as unknown[]).slice(0, 5).map((e) => serializeError(e, depth + 1));
    }
  }
  return out;
}

/** The req serializer: method and path, without the query string or the client's address. */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
}): Record<string, unknown> {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url?.split(/[?#]/, 1)[0],
    ...(typeof version === 'string' ? { version } : {}),
  };
}
