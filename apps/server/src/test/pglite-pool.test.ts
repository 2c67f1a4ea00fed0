import { describe, expect, it } from 'vitest';
import { borrowPglite } from './pglite-pool';

/** What the tests read to tell one app's database from the next. */
async function state(client: Awaited<ReturnType<typeof borrowPglite>>['client']) {
  const read = async (sql: string) => (await client.query<{ v: string | null }>(sql)).rows[0]?.v;
  return {
    countries: await read(
      "select string_agg(code, ',' order by code) as v from tourist_tax_countries",
    ),
    bands: await read('select count(*)::text as v from tourist_tax_bands'),
    feedCursor: await read('select cursor as v from supplier_feed where id = 1'),
    feedRows: await read('select count(*)::text as v from supplier_feed'),
    users: await read('select count(*)::text as v from users'),
  };
}

describe('the test apps’ PGlite pool', () => {
  it('lends the next app a database as migrated: what an app wrote is gone, what migrations wrote is back', async () => {
    const first = await borrowPglite();
    const migrated = await state(first.client);
    expect(migrated.countries).toContain('ES');
    expect(Number(migrated.bands)).toBeGreaterThan(0);
    expect(migrated.feedRows).toBe('1');
    expect(migrated.users).toBe('0');

    await first.client.exec(`
      insert into users (email, password_hash, full_name)
        values ('a@example.com', 'x', 'Ann Example');
      delete from tourist_tax_bands;
      update supplier_feed set cursor = 'c-42';
      insert into tourist_tax_countries (code, name, flag, description, sort_order)
        values ('ZZ', 'Nowhere', '-', 'Made up', 99);
    `);
    const written = await state(first.client);
    expect(written).toMatchObject({ users: '1', bands: '0', feedCursor: 'c-42' });
    await first.giveBack();

    const next = await borrowPglite();
    try {
      expect(await state(next.client)).toEqual(migrated);
    } finally {
      await next.giveBack();
    }
  });

  it('refuses a statement from an app that gave its database back, and drops its listeners', async () => {
    const first = await borrowPglite();
    const heard: string[] = [];
    await first.client.listen('pool_test', (payload) => heard.push(payload));
    await first.client.query("select pg_notify('pool_test', 'before')");
    expect(heard).toEqual(['before']);
    await first.giveBack();
    expect(first.client.closed).toBe(true);
    await expect(first.client.query('select 1')).rejects.toThrow('PGlite is closed');

    const next = await borrowPglite();
    try {
      // The next app listens on the same channel (as every app listens on the price feed's).
      const heardNext: string[] = [];
      await next.client.listen('pool_test', (payload) => heardNext.push(payload));
      await next.client.query("select pg_notify('pool_test', 'after')");
      await expect.poll(() => heardNext).toEqual(['after']);
      expect(heard).toEqual(['before']);
    } finally {
      await next.giveBack();
    }
  });
});
