import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../../test/render';
import { useSession } from '../stores/session';
import { ApiError, apiRequest, NetworkError } from './api-client';

const user = {
  id: '0f0b6c1e-8a57-4f3c-9f57-1f2a3b4c5d6e',
  title: null,
  name: 'Amelia Hart',
  full_name: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  telephone: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('apiRequest', () => {
  it('sends the bearer token and parses the answer with its contract', async () => {
    useSession.getState().signIn('t'.repeat(43), user);
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/x', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${'t'.repeat(43)}`);
  });

  it('turns an error body into an ApiError with the server message and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(422, {
          error: {
            code: 'UNPROCESSABLE',
            message: 'Passwords do not match',
            details: { errors: { password_confirmation: ['Passwords do not match'] } },
          },
        }),
      ),
    );
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Passwords do not match');
    expect((error as ApiError).fieldErrors).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('logs out on a 401 to a request that carried a token', async () => {
    useSession.getState().signIn('t'.repeat(43), user);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(401, {
          error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
        }),
      ),
    );
    await expect(apiRequest('/auth/customer/me')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
  });

  it('does not touch the session on a 401 without a token (wrong password)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(401, {
          error: { code: 'UNAUTHORIZED', message: 'Invalid email or password.' },
        }),
      ),
    );
    const spy = vi.spyOn(useSession.getState(), 'logout');
    await expect(
      apiRequest('/auth/customer/login', { method: 'POST', body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(spy).not.toHaveBeenCalled();
  });

  it('reports no response as a NetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
