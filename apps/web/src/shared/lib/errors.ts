import { ApiError, NetworkError } from './api-client';

export interface ErrorDescription {
  title: string;
  message: string;
}

/** docs/spec/1-shell-search-package.md §8 'Generic handler', word for word. */
export const genericErrorTexts = {
  server: {
    title: 'Server Error',
    message: 'Our servers are experiencing issues. Please try again in a few moments.',
  },
  request: {
    title: 'Request Error',
    message: 'There was a problem with your request. Please check your details and try again.',
  },
  connection: {
    title: 'Connection Error',
    message:
      'Unable to connect to our servers. Please check your internet connection and try again.',
  },
  other: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Please try again.',
  },
} as const;

/** The generic handler: a title and message for any error, with an optional 'prefix: message'. */
export function describeError(error: unknown, prefix?: string): ErrorDescription {
  let description: ErrorDescription;
  if (error instanceof ApiError && error.status >= 500) {
    description = { ...genericErrorTexts.server };
  } else if (error instanceof ApiError && error.status >= 400) {
    description = {
      title: genericErrorTexts.request.title,
      message: error.hasServerMessage ? error.message : genericErrorTexts.request.message,
    };
  } else if (error instanceof NetworkError) {
    description = { ...genericErrorTexts.connection };
  } else {
    const message = error instanceof Error && error.message ? error.message : undefined;
    description = {
      title: genericErrorTexts.other.title,
      message: message ?? genericErrorTexts.other.message,
    };
  }
  return prefix ? { ...description, message: `${prefix}: ${description.message}` } : description;
}
