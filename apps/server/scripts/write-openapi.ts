import { writeFile } from 'node:fs/promises';
import { generateOpenApiDocument } from './openapi-document';

/** Writes the routes' OpenAPI document to docs/openapi.json (run after changing a route). */
const target = new URL('../../../docs/openapi.json', import.meta.url);
await writeFile(target, await generateOpenApiDocument());
console.log(`wrote ${target.pathname}`);
