import { lazy, type ComponentType } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { matchRoute, routes, type AppRoute } from './routes';
import { Layout } from './shell/Layout';

interface Screen {
  Component: ComponentType;
  /** Loads the screen's code; once loaded, the screen renders without suspending. */
  preload: () => Promise<void>;
}

function screenOf(route: AppRoute): Screen {
  let loaded: ComponentType | null = null;
  const load = () =>
    route.load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload: () => load().then(() => undefined) };
}

const screens = routes.map((route) => ({ route, ...screenOf(route) }));

/** The one route table inside the shell, each screen's code loaded on its first visit. */
const routeTree: RouteObject[] = [
  {
    element: <Layout />,
    children: screens.map(({ route, Component }) => ({ path: route.path, element: <Component /> })),
  },
];

/**
 * The code of the screen at this path. The app first renders once it has loaded, with the shell
 * (as a data router's lazy routes would): what the shell loads after its first render (the
 * footer, the dialogs) never comes before the first screen.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  return Promise.resolve(screens.find((s) => s.route === route)?.preload()).then(() => undefined);
}

function AppRoutes() {
  return useRoutes(routeTree);
}

/**
 * Declarative routing (BrowserRouter): the app uses no loaders, actions or fetchers, and the data
 * router they need would be a fifth of the home route's first JavaScript. Every navigation is a
 * transition, so the page on screen stays until the next screen's code has loaded.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
