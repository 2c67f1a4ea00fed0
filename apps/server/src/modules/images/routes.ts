import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotelImageSvg } from './hotel-image';

/** Hotel and room pictures: /api/images/hotel-{id}-{n}.svg (and room images), cached forever. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'A deterministic hotel or room picture (SVG)',
        params: z.strictObject({
          key: z.string().regex(/^[a-z]+(-[a-z0-9]+){1,4}\.svg$/, { error: 'Unknown image.' }),
        }),
      },
      // A results page shows many pictures: they count with the web app's files, not the API.
      config: { rateLimitBucket: 'web' },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(hotelImageSvg(request.params.key.replace(/\.svg$/, ''))),
  );
};
