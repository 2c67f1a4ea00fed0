import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time per PGlite data folder: PGlite has no lock of its own, and two processes on
 * one folder silently lose acknowledged writes. The lock is a file beside the folder (PGlite will
 * not start in a fresh folder that already holds a file), `<folder>.lock`, holding the owner's pid
 * and, on Linux, its start time. It is created atomically (a hard link fails if the name exists),
 * so two starting processes cannot both take it. A lock whose owner has died (killed, crashed, or
 * its pid now another process's) is stale: the next start takes it over. The owner is known by its
 * pid, not by a timestamp it keeps fresh: a timestamp lock blocks a restart after a kill until it
 * goes stale, and is taken over from a live owner whose event loop is busy (the search engine build
 * runs for seconds) when the refresh comes late.
 */

/** Lock files this process holds: the same folder opened twice here is in use too. */
const heldHere = new Set<string>();

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another Sunward process (pid ${String(pid)}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'FolderInUseError';
  }
}

interface Holder {
  pid: number;
  /** Start time in clock ticks since boot (Linux), to tell the owner from a process reusing its pid. */
  started: string | undefined;
}

function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // After the command name (in parentheses, which may hold spaces) come fields 3 onwards; the
    // start time is field 22.
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .at(22 - 3);
  } catch {
    return undefined;
  }
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const [pid, started] = text.trim().split(/\s+/);
  const n = Number(pid);
  return { pid: Number.isSafeInteger(n) && n > 0 ? n : 0, started: started || undefined };
}

function isAlive(holder: Holder, file: string): boolean {
  if (holder.pid === 0) return false;
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = holder.started === undefined ? undefined : startTicks(holder.pid);
  return started === undefined || started === holder.started;
}

/** Removes a stale lock, unless another process took the folder since we read it. */
function removeStale(file: string, stale: Holder): void {
  const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readHolder(aside);
  if (moved && (moved.pid !== stale.pid || moved.started !== stale.started)) {
    // A live owner's fresh lock: give it back (if nobody else has taken the name meanwhile).
    try {
      linkSync(aside, file);
    } catch {
      // The name is taken again: that owner is the one the next attempt meets.
    }
  }
  rmSync(aside, { force: true });
}

/** Takes the folder's lock or throws FolderInUseError; returns the release function. */
export function lockDataFolder(folder: string): () => void {
  const dir = path.resolve(folder);
  const file = `${dir}.lock`;
  const self = `${String(process.pid)} ${startTicks(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const draft = `${file}.${randomBytes(6).toString('hex')}.new`;
    writeFileSync(draft, self);
    try {
      linkSync(draft, file);
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        const holder = readHolder(file);
        if (holder?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
    const holder = readHolder(file);
    if (!holder) continue;
    if (isAlive(holder, file)) throw new FolderInUseError(dir, holder.pid);
    removeStale(file, holder);
  }
  throw new Error(
    `Could not lock the database folder ${dir}: its lock file ${file} keeps changing.`,
  );
}
