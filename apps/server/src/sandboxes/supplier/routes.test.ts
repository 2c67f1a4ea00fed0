import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../errors';
import { generateCatalogue } from './catalogue';
import { sandboxSupplierConsoleRoutes } from './routes';
import { SandboxSupplier } from './sandbox-supplier';

const catalogue = generateCatalogue({ seed: 99, hotelCount: 20 });
const supplier = new SandboxSupplier(catalogue, { now: () => Date.UTC(2027, 0, 1) });
const app = Fastify();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(sandboxSupplierConsoleRoutes, { supplier });
  await app.ready();
});
afterAll(() => app.close());

const publish = (changes: unknown[], remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/dev/supplier/changes',
    payload: { changes },
    remoteAddress,
  });

describe("the sandbox supplier's console", () => {
  const roomTypeId = catalogue.hotels[0].rooms[0].id;

  it('publishes changes into the feed', async () => {
    const change = { kind: 'rate', roomTypeId, from: '2027-06-01', pence: [12_000, 0] };
    const res = await publish([change]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ published: 1 });
    expect((await supplier.changesSince(null, 10)).changes).toEqual([change]);
  });

  it('answers 400 for a change the supplier could not have made, and keeps none of it', async () => {
    const before = await supplier.changesSince(null, 100);
    const res = await publish([
      { kind: 'rate', roomTypeId, from: '2027-06-01', pence: [1] },
      { kind: 'fare', flightId: 99_999, from: '2027-06-01', pence: [1999] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: "Flight 99999 is not one of the supplier's.",
    });
    expect(await supplier.changesSince(before.cursor, 100)).toMatchObject({ changes: [] });
  });

  it('answers nobody but this machine', async () => {
    const change = { kind: 'rate', roomTypeId, from: '2027-06-01', pence: [1] };
    expect((await publish([change], '203.0.113.9')).statusCode).toBe(404);
  });
});
