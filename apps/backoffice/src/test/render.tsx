import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../app/Providers';
import { routes } from '../app/router';

export interface Answer {
  status?: number;
  body?: unknown;
}

/**
 * The back office at `path` with the server's answers stubbed: `answer` gets each request's method
 * and address (with its query) and its JSON body, and says what the server answers.
 */
export function renderDesk(
  path: string,
  answer: (method: string, url: URL, body: unknown) => Answer | undefined,
) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://desk.test');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = answer(init?.method ?? 'GET', url, body) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: `No stub for ${url.pathname}` } },
    };
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { fetch, router };
}

export const unauthorised = (message = 'Please sign in to the back office.'): Answer => ({
  status: 401,
  body: { error: { code: 'UNAUTHORIZED', message } },
});

/** The server refusing one field of a well-formed request (422), with its message. */
export const unprocessable = (field: string, message: string): Answer => ({
  status: 422,
  body: {
    error: {
      code: 'UNPROCESSABLE',
      message: 'Please check the form.',
      details: { errors: { [field]: [message] } },
    },
  },
});

export const agent = {
  id: '8c0f1b1e-2f1d-4e0c-9d3a-1a2b3c4d5e6f',
  fullName: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  role: 'agent',
  active: true,
  twoFactor: true,
} as const;
