import { createTestApp } from '../src/test/app';

/**
 * The API's OpenAPI document as the routes generate it, on a fixed public URL so the committed copy
 * (docs/openapi.json) does not depend on the machine that wrote it.
 */
export async function generateOpenApiDocument(): Promise<string> {
  const app = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /api/docs/json answered ${String(response.statusCode)}`);
    }
    return `${JSON.stringify(response.json(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
