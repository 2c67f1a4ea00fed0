/**
 * A migrated test database that a test app can hand on to the next one (PGlite or PostgreSQL):
 * `makeResettable` runs once on the migrated image or template, and `RESET_DATABASE` puts a copy of
 * it back as it was.
 *
 * Migrations write rows too (the tourist tax figures, the supplier feed's row): they are kept in
 * schema `test_image`, with every sequence's position, and put back by `test_image.reset()`. It
 * empties every table an app wrote to, with triggers off meanwhile (the staff audit refuses to be
 * emptied), and the job queue's jobs, archive and schedules; the queue's own tables and queues stay.
 */
export const RESET_DATABASE = 'select test_image.reset()';

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

export async function makeResettable(query: Query): Promise<void> {
  const { rows: tables } = (await query(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1",
  )) as { rows: { name: string }[] };
  const restore: string[] = [];
  await query('create schema test_image');
  for (const { name } of tables) {
    const { rows } = (await query(`select exists (select 1 from public.${name}) as filled`)) as {
      rows: { filled: boolean }[];
    };
    if (!rows[0]?.filled) continue;
    await query(`create table test_image.${name} as table public.${name}`);
    restore.push(`insert into public.${name} overriding system value table test_image.${name};`);
  }
  const { rows: sequences } = (await query(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last
     from pg_sequences where schemaname = 'public' order by 1`,
  )) as { rows: { name: string; last: string | null }[] };
  for (const { name, last } of sequences) {
    restore.push(
      last === null
        ? `alter sequence ${name} restart;`
        : `perform setval('${name}', ${last}, true);`,
    );
  }
  await query(`
    create function test_image.reset() returns void language plpgsql as $reset$
    declare
      name text;
      filled boolean;
      written text[] := '{}';
    begin
      perform set_config('session_replication_role', 'replica', true);
      for name in
        select format('%I.%I', schemaname, tablename) from pg_tables
        where schemaname = 'public'
           or (schemaname = 'pgboss' and tablename not in ('version', 'queue'))
      loop
        execute format('select exists (select 1 from %s)', name) into filled;
        if filled then written := written || name; end if;
      end loop;
      if cardinality(written) > 0 then
        execute 'truncate ' || array_to_string(written, ', ') || ' cascade';
      end if;
      ${restore.join('\n      ')}
      if to_regclass('pgboss.version') is not null then
        update pgboss.version set maintained_on = null, cron_on = null;
      end if;
    end
    $reset$`);
}
