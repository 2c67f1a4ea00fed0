import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this file's place whether the server
 * runs from its sources (tsx, src/) or from its build (node, dist/main.js): the files it reads
 * at run time (migrations, the sandboxes' scripts) are found from it, not from a module's own
 * place, which the build moves.
 */
function serverPackageFolder(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@sunward/server'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error('the @sunward/server package folder is missing');
  }
}

export const serverRoot = serverPackageFolder();

/** The repository's root (the web app's build and ./data sit under it). */
export const repoRoot = path.resolve(serverRoot, '..', '..');
