import type { ErrorBody, ErrorCode, FieldErrors } from '@sunward/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYMENT_DECLINED: 402,
  CONFLICT: 409,
  PRICE_CHANGED: 409,
  GONE: 410,
  NO_LONGER_AVAILABLE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one domain error: a stable code, its HTTP status and a message a person can act on. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }

  /** 422 with per-field messages; the first message becomes the summary. */
  static unprocessable(errors: FieldErrors): AppError {
    const first = Object.values(errors).flat().at(0) ?? 'Please check your details and try again.';
    return new AppError('UNPROCESSABLE', first, { errors });
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(statusOf) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_ERROR';
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Maps anything thrown to `{ error: { code, message, details? } }`; never leaks a stack trace. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return {
        path: [error.validationContext, field].filter(Boolean).join('.'),
        field: field || error.validationContext || 'request',
        message: v.message ?? 'is invalid',
      };
    });
    const summary = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
    return new AppError('VALIDATION_ERROR', summary, { issues });
  }
  if (isFastifyError(error) && typeof error.statusCode === 'number' && error.statusCode < 500) {
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return new AppError('VALIDATION_ERROR', 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return new AppError('VALIDATION_ERROR', 'The request body is empty; JSON was expected.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
      default:
        if (error instanceof SyntaxError) {
          return new AppError('VALIDATION_ERROR', 'The request body is not valid JSON.');
        }
        return new AppError(codeForStatus(error.statusCode), error.message);
    }
  }
  return new AppError('INTERNAL', 'An unexpected error occurred. Please try again.');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, appError.message);
    return reply.status(appError.status).send(appError.toBody());
  });
}
