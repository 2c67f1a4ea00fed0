import { createBrowserRouter, type RouteObject } from 'react-router';
import { routes } from './routes';
import { Layout, type RouteHandle } from './shell/Layout';
import { Spinner } from '../shared/ui/Spinner';

/** The one route table, lazy-loaded per screen. */
export function routeObjects(): RouteObject[] {
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <Spinner label="Loading..." />,
      children: routes.map((route) => ({
        path: route.path,
        handle: { route } satisfies RouteHandle,
        lazy: async () => ({ Component: (await route.load()).default }),
      })),
    },
  ];
}

export const createRouter = () => createBrowserRouter(routeObjects());
