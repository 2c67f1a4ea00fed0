import { homeResponse } from '@sunward/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HomeService } from './service';

export interface HomeRoutesOptions {
  home: HomeService;
}

export const homeRoutes: FastifyPluginAsyncZod<HomeRoutesOptions> = async (app, { home }) => {
  app.get(
    '/config/home',
    {
      schema: {
        tags: ['content'],
        summary: 'Home page content: banner, deals, destinations, features, testimonials',
        response: { 200: homeResponse },
      },
    },
    () => home.home(),
  );
};
