import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { staffRole } from '@sunward/contracts/staff';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { AppError } from '../src/errors';
import { createStaffRepository } from '../src/modules/staff/repository';
import { createStaffService } from '../src/modules/staff/service';

/**
 * `npm run staff:create -- --email ops@example.co.uk --name "Ava Patel" --role admin`: a member of
 * staff in the configured database (DATABASE_URL, or the PGlite folder of DATA_DIR while no server
 * holds it). The password is typed at a hidden prompt, or read from standard input when that is
 * not a terminal (never an argument: arguments show in the process list and the shell history).
 * The first admin is made this way; admins make everyone else in the back office. Two-factor
 * sign-in is set up at the first sign-in.
 */
const usage =
  'Usage: npm run staff:create -- --email <address> --name "<full name>" --role agent|supervisor|admin';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write('Password (not shown): ');
    muted = true;
    return await prompt.question('');
  } finally {
    muted = false;
    process.stdout.write('\n');
    prompt.close();
  }
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
const role = staffRole.safeParse(values.role);
if (!values.email || !values.name || !role.success) {
  console.error(usage);
  process.exit(2);
}
const password = await readPassword();

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const service = createStaffService(createStaffRepository(database.db), {
    issuer: config.site.brandName,
    secretKey: config.staffSecretKey,
    site: [config.site.brandName, config.site.companyName],
  });
  const created = await service.create(
    { email: values.email, fullName: values.name, role: role.data, password },
    null,
  );
  console.log(
    `Created ${created.role} ${created.fullName} <${created.email}>. They set up two-factor sign-in when they first sign in.`,
  );
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  const fields = (err.details?.errors ?? {}) as Record<string, string[]>;
  console.error(`Not created: ${err.message}`);
  for (const [field, messages] of Object.entries(fields)) {
    if (messages.length > 0) console.error(`  ${field}: ${messages.join(' ')}`);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
