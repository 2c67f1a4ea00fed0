import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built web app. Unknown /api paths answer JSON 404; any other unknown path serves
 * index.html so the app's router shows the page (or its NotFound screen).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Unmatched requests (the SPA's pages, missing files, unknown /api paths) count in the rate
  // limits too: the plugin's per-route hooks only reach routes, so this handler asks for it.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', `There is no API route ${request.method} ${url}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', `Nothing answers ${request.method} ${url}.`);
    }
    // A missing file (old asset hash, typo) is a 404, never the app's HTML in its place.
    if (/\.[a-z0-9]{1,8}$/i.test(url)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build`, then restart the server.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
