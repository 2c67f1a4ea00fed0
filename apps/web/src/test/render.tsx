import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { defaultSiteConfig } from '@sunward/contracts/site';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../shared/ui/Toaster';

/**
 * Renders a screen at a path inside a memory router, with a fresh query client and the toaster.
 * `pattern` is the screen's route when it has parameters ('/account/booking/:reference').
 */
export function renderAt(
  path: string,
  element: ReactElement,
  routes: { path: string; element: ReactElement }[] = [],
  { pattern }: { pattern?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: pattern ?? path.replace(/\?.*$/, ''), element },
      ...routes,
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A fetch stub answering JSON; records calls. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs fetch: `/api/config/site` answers the default brand settings; every other call goes to
 * `answer`. Returns the calls made to anything but the site config.
 */
export function stubApi(answer: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { path: string; init: RequestInit; body: unknown }[] = [];
  const fetchMock = vi.fn((input: string, init: RequestInit = {}) => {
    const path = input.replace(/^\/api/, '');
    if (path === '/config/site') return Promise.resolve(jsonResponse(200, defaultSiteConfig));
    calls.push({
      path,
      init,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Promise.resolve(answer(path, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
