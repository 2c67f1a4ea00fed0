import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { describeError } from './errors';

const api = (status: number, message = 'Server words', fromServer = true) =>
  new ApiError(status, undefined, message, undefined, fromServer);

describe('the generic error handler (docs/spec/1-shell-search-package.md §8)', () => {
  it('maps 5xx to Server Error', () => {
    expect(describeError(api(503))).toEqual({
      title: 'Server Error',
      message: 'Our servers are experiencing issues. Please try again in a few moments.',
    });
  });

  it('maps 4xx to Request Error with the server message, or the default', () => {
    expect(describeError(api(409, 'Seat 12A is taken.'))).toEqual({
      title: 'Request Error',
      message: 'Seat 12A is taken.',
    });
    expect(describeError(api(400, 'Bad Request', false))).toEqual({
      title: 'Request Error',
      message: 'There was a problem with your request. Please check your details and try again.',
    });
  });

  it('maps no response to Connection Error', () => {
    expect(describeError(new NetworkError(new TypeError('Failed to fetch')))).toEqual({
      title: 'Connection Error',
      message:
        'Unable to connect to our servers. Please check your internet connection and try again.',
    });
  });

  it('maps anything else to Something went wrong', () => {
    expect(describeError(new Error('Boom'))).toEqual({
      title: 'Something went wrong',
      message: 'Boom',
    });
    expect(describeError('weird')).toEqual({
      title: 'Something went wrong',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('adds a prefix as "prefix: message"', () => {
    expect(describeError(api(500), 'Package booking failed').message).toBe(
      'Package booking failed: Our servers are experiencing issues. Please try again in a few moments.',
    );
  });
});
