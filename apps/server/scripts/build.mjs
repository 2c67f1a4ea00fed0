// `npm run build -w @sunward/server`: the production server, one ES module (dist/main.js) that
// `npm start` runs with node. The workspace's contracts (TypeScript sources) are bundled in; every
// npm dependency stays an import, loaded from node_modules as it is in development.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@sunward/'));

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.js');
