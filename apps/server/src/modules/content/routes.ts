import { footerResponse, pageParams, pageResponse } from '@sunward/contracts/content';
import { errorBody } from '@sunward/contracts/errors';
import { siteConfig, type SiteConfig } from '@sunward/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './service';

export interface ContentRoutesOptions {
  content: ContentService;
  site: SiteConfig;
}

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { content, site },
) => {
  app.get(
    '/config/footer',
    {
      schema: {
        tags,
        summary: 'Content pages linked from the footer',
        response: { 200: footerResponse },
      },
    },
    async () => content.footer(),
  );

  app.get(
    '/config/site',
    { schema: { tags, summary: 'Brand name and contact details', response: { 200: siteConfig } } },
    () => site,
  );

  app.get(
    '/page/:slug',
    {
      schema: {
        tags,
        summary: 'A content page with sanitised HTML',
        params: pageParams,
        response: { 200: pageResponse, 404: errorBody },
      },
    },
    async (request) => content.page(request.params.slug),
  );
};
