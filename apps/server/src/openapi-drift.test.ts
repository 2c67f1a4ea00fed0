import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument } from '../scripts/openapi-document';

// The committed OpenAPI document is the API's published contract: a route, parameter or schema that
// changes without it being rewritten (`npm run openapi`) fails here.
describe('docs/openapi.json', () => {
  it('is what the routes generate', async () => {
    const committed = await readFile(
      new URL('../../../docs/openapi.json', import.meta.url),
      'utf8',
    );
    const generated = await generateOpenApiDocument();
    expect(
      generated === committed,
      'docs/openapi.json is out of date with the routes: run `npm run openapi` and commit it',
    ).toBe(true);
  });
});
