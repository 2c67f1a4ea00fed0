import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { endianness } from 'node:os';
import path from 'node:path';
import type { CatalogueContent, Supplier } from '../../integrations/supplier/supplier';
import type { StorePrices } from '../search/engine/search-engine';

/**
 * The search engine's prices as a batch left them, saved so that the next start takes them instead
 * of asking the supplier for every rate sheet and replaying every stored change since: it replays
 * only the batches after `applied`.
 */
export interface EngineSnapshot {
  /** What the prices were built from (`snapshotKey`): a snapshot of other sheets is not taken. */
  key: string;
  /** The last stored change batch in the prices (0 = the bulk sheets alone), and its time. */
  applied: number;
  appliedAt: Date | null;
  /** Per price dependency, the last batch that changed it (the catalogue's `touchedIn`). */
  touchedIn: [string, number][];
  prices: StorePrices;
}

/** Where snapshots are kept: the latest one saved. */
export interface SnapshotStore {
  /** The latest snapshot, or null when there is none or it cannot be read whole. */
  load(): Promise<EngineSnapshot | null>;
  save(snapshot: EngineSnapshot): Promise<void>;
}

/** Hotels whose rate sheet rows are compared: enough to tell other sheets, cheap to ask for. */
const SAMPLE_HOTELS = 16;

/**
 * Names the supplier sheets an engine for this window is built from: the supplier, its content's
 * shape, the window, the whole fare sheet and a sample of rate sheet rows (hashed). Sheets that
 * differ in any of these (another catalogue, a new day, new bulk rates) give another key.
 */
export async function snapshotKey(
  supplier: Supplier,
  content: CatalogueContent,
  window: { from: string; days: number },
): Promise<string> {
  const hash = createHash('sha256');
  const roomTypes = content.hotels.reduce((n, h) => n + h.rooms.length, 0);
  hash.update(
    JSON.stringify([
      supplier.name,
      content.seed,
      content.hotels.length,
      roomTypes,
      content.flights.length,
      window.from,
      window.days,
      endianness(),
    ]),
  );
  const fares = await supplier.getFares(window);
  hash.update(bytesOf(fares.flightIds));
  hash.update(bytesOf(fares.farePence));
  const step = Math.max(1, Math.floor(content.hotels.length / SAMPLE_HOTELS));
  const hotelIds = content.hotels.filter((_, i) => i % step === 0).map((h) => h.id);
  const rates = await supplier.getRates({ ...window, hotelIds });
  hash.update(bytesOf(rates.roomTypeIds));
  hash.update(bytesOf(rates.nightlyPence));
  return hash.digest('hex');
}

/** A typed array's bytes, as written and read. */
const bytesOf = (view: ArrayBufferView): Uint8Array =>
  new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/** The file's first bytes: what it is, and its version (the layout and the names of price dependencies). */
const MAGIC = 'sunward-engine-prices/2';

interface Header {
  magic: string;
  key: string;
  applied: number;
  appliedAt: string | null;
  touchedIn: [string, number][];
  rtNightlyLarge: [number, number][];
  rtNightlyLength: number;
  faresLength: number;
}

/**
 * One snapshot file in `dir` (`prices.bin`): a length-prefixed JSON header, then the nightly rates
 * and the fares as raw bytes. Written to a file of its own and renamed over the last one, so a
 * reader (another process, the next start) sees a whole snapshot or the previous one.
 */
export function fileSnapshotStore(dir: string): SnapshotStore {
  const file = path.join(dir, 'prices.bin');
  return {
    async load() {
      const handle = await open(file, 'r').catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const lengthBytes = new Uint8Array(4);
        if (size < 4 || !(await readAll(handle, lengthBytes, 0))) return null;
        const headerLength = new DataView(lengthBytes.buffer).getUint32(0, true);
        if (headerLength > size - 4) return null;
        const headerBytes = new Uint8Array(headerLength);
        if (!(await readAll(handle, headerBytes, 4))) return null;
        const header = parseHeader(new TextDecoder().decode(headerBytes));
        if (!header) return null;
        const rtNightly = new Uint16Array(header.rtNightlyLength);
        const fares = new Int32Array(header.faresLength);
        const at = 4 + headerLength;
        if (size !== at + rtNightly.byteLength + fares.byteLength) return null;
        if (!(await readAll(handle, bytesOf(rtNightly), at))) return null;
        if (!(await readAll(handle, bytesOf(fares), at + rtNightly.byteLength))) {
          return null;
        }
        return {
          key: header.key,
          applied: header.applied,
          appliedAt: header.appliedAt === null ? null : new Date(header.appliedAt),
          touchedIn: header.touchedIn,
          prices: { rtNightly, rtNightlyLarge: header.rtNightlyLarge, fares },
        };
      } finally {
        await handle.close();
      }
    },

    async save(snapshot) {
      await mkdir(dir, { recursive: true });
      const header: Header = {
        magic: MAGIC,
        key: snapshot.key,
        applied: snapshot.applied,
        appliedAt: snapshot.appliedAt?.toISOString() ?? null,
        touchedIn: snapshot.touchedIn,
        rtNightlyLarge: snapshot.prices.rtNightlyLarge,
        rtNightlyLength: snapshot.prices.rtNightly.length,
        faresLength: snapshot.prices.fares.length,
      };
      const headerBytes = new TextEncoder().encode(JSON.stringify(header));
      const length = new Uint8Array(4);
      new DataView(length.buffer).setUint32(0, headerBytes.byteLength, true);
      // Processes sharing the folder each write their own file; the rename is atomic.
      const partial = path.join(dir, `.prices-${randomBytes(6).toString('hex')}.partial`);
      try {
        const handle = await open(partial, 'w');
        try {
          const { rtNightly, fares } = snapshot.prices;
          await handle.writev([length, headerBytes, bytesOf(rtNightly), bytesOf(fares)]);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
  };
}

/** Reads exactly `target.byteLength` bytes at `position`; false when the file ends first. */
async function readAll(
  handle: Awaited<ReturnType<typeof open>>,
  target: Uint8Array,
  position: number,
): Promise<boolean> {
  let done = 0;
  while (done < target.byteLength) {
    const { bytesRead } = await handle.read(
      target,
      done,
      target.byteLength - done,
      position + done,
    );
    if (bytesRead === 0) return false;
    done += bytesRead;
  }
  return true;
}

function parseHeader(text: string): Header | null {
  try {
    const header = JSON.parse(text) as Partial<Header>;
    if (
      header.magic !== MAGIC ||
      typeof header.key !== 'string' ||
      !Number.isSafeInteger(header.applied) ||
      !Array.isArray(header.touchedIn) ||
      !Array.isArray(header.rtNightlyLarge) ||
      !Number.isSafeInteger(header.rtNightlyLength) ||
      !Number.isSafeInteger(header.faresLength)
    ) {
      return null;
    }
    return header as Header;
  } catch {
    return null;
  }
}
