import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { isBackOffice } from './security';

/** The built apps' folders: the customers' web app, and the staff's back office. */
export interface BuiltApps {
  web: string;
  backoffice: string;
}

/**
 * Serves the built apps: the customers' web app at / and the staff's back office (its own bundle,
 * built for that base) at /admin/. Unknown /api paths answer JSON 404; any other unknown path
 * without a file extension serves its app's index.html so that app's router shows the page (or its
 * NotFound screen): the back office's for /admin and below, never the customers'.
 */
export async function registerWeb(app: FastifyInstance, dists: BuiltApps): Promise<void> {
  const webBuilt = existsSync(path.join(dists.web, 'index.html'));
  const backofficeBuilt = existsSync(path.join(dists.backoffice, 'index.html'));
  // reply.sendFile, for either app's index.html (each call names its app's folder).
  await app.register(fastifyStatic, { serve: false, cacheControl: false });
  if (webBuilt) await app.register(fastifyStatic, filesOf(dists.web, '/'));
  if (backofficeBuilt) await app.register(fastifyStatic, filesOf(dists.backoffice, '/admin/'));

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
    const backOffice = isBackOffice(request);
    if (!(backOffice ? backofficeBuilt : webBuilt)) {
      const name = backOffice ? 'The back office' : 'The web app';
      return reply
        .status(503)
        .type('text/plain')
        .send(`${name} has not been built yet: run \`npm run build\`, then restart the server.`);
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', backOffice ? dists.backoffice : dists.web);
  });
}

/**
 * One app's files under its prefix: the hashed ones (under assets/) are cached for good, the rest
 * (index.html, icons) revalidated on every use. A file the build also wrote compressed (name.br,
 * name.gz) is sent that way to a browser that accepts it, brotli first (`Vary: Accept-Encoding`).
 */
function filesOf(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    // This policy alone: send's own Cache-Control would replace it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The answer depends on Accept-Encoding (a shared cache must not hand brotli to a browser
      // that asked for none); the plugin does not say so itself.
      res.setHeader('vary', 'accept-encoding');
    },
  };
}
