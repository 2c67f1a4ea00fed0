import { describe, expect, it } from 'vitest';
import {
  PaymentProviderUnavailable,
  type PaymentOutcome,
  type PaymentProvider,
  type QueriedOutcome,
} from '../../integrations/payment-gateway/provider';
import { createRefundEngine, type RefundStore, type RefundToSend } from './refunds';

const silent = { warn: () => undefined, error: () => undefined };

/** A store in memory with the same guarded moves as the bookings module's. */
function memoryStore(refunds: RefundToSend[]) {
  const rows = new Map(refunds.map((r) => [r.id, { ...r }]));
  const log: string[] = [];
  const store: RefundStore = {
    refundsOf: () => Promise.resolve([...rows.values()].map((r) => ({ ...r }))),
    claim(id, attempt, transactionUnique) {
      const row = rows.get(id);
      if (!row || row.attempt !== attempt - 1 || !['pending', 'declined'].includes(row.state)) {
        return Promise.resolve(false);
      }
      Object.assign(row, { state: 'sent', attempt, transactionUnique });
      return Promise.resolve(true);
    },
    approve(id, attempt, result) {
      const row = rows.get(id);
      if (row?.state === 'sent' && row.attempt === attempt) {
        row.state = 'approved';
        log.push(`${id} ${result.method} ${result.gatewayXref}`);
      }
      return Promise.resolve();
    },
    decline(id, attempt, result) {
      const row = rows.get(id);
      if (row?.state === 'sent' && row.attempt === attempt) {
        row.state = 'declined';
        log.push(`${id} declined ${result.message}`);
      }
      return Promise.resolve();
    },
  };
  return { store, rows, log };
}

/** A gateway that answers from a script and records every call it was sent. */
function scriptedGateway(answers: {
  cancel?: () => PaymentOutcome;
  refund?: () => PaymentOutcome;
  query?: (transactionUnique: string) => QueriedOutcome | null;
}) {
  const calls: string[] = [];
  const provider = {
    cancel: (r: { xref: string; transactionUnique: string }) => {
      calls.push(`CANCEL ${r.xref} ${r.transactionUnique}`);
      return Promise.resolve(answers.cancel?.() ?? declined('TRANSACTION ALREADY SETTLED'));
    },
    refund: (r: { xref: string; amountPence: number; transactionUnique: string }) => {
      calls.push(`REFUND_SALE ${r.xref} ${String(r.amountPence)} ${r.transactionUnique}`);
      return Promise.resolve(answers.refund?.() ?? approved('RF1'));
    },
    query: (transactionUnique: string) => {
      calls.push(`QUERY ${transactionUnique}`);
      return Promise.resolve(answers.query?.(transactionUnique) ?? null);
    },
  } as unknown as PaymentProvider;
  return { provider, calls };
}

const approved = (xref: string): PaymentOutcome => ({
  status: 'approved',
  xref,
  amountPence: 0,
  message: 'SUCCESS',
});
const declined = (message: string): PaymentOutcome => ({
  status: 'declined',
  xref: null,
  code: 65541,
  message,
});

const refund = (over: Partial<RefundToSend> = {}): RefundToSend => ({
  id: 'r1',
  saleXref: 'SALE1',
  amountPence: 5000,
  saleAmountPence: 12000,
  state: 'pending',
  attempt: 0,
  transactionUnique: null,
  // Moved long ago unless a test says otherwise.
  updatedAt: new Date('2026-11-27T09:00:00Z'),
  ...over,
});

describe('giving a cancelled booking’s money back', () => {
  it('refunds part of a SALE with a REFUND under its own transactionUnique', async () => {
    const { store, log } = memoryStore([refund()]);
    const { provider, calls } = scriptedGateway({});
    await createRefundEngine({ provider, store, log: silent }).giveBack('c1');
    expect(calls).toEqual(['REFUND_SALE SALE1 5000 r1-1R']);
    expect(log).toEqual(['r1 refund RF1']);
  });

  it('voids the whole of an unsettled SALE, and refunds it once the gateway has settled it', async () => {
    const whole = refund({ amountPence: 12000 });
    const unsettled = memoryStore([whole]);
    const voiding = scriptedGateway({ cancel: () => approved('V1') });
    await createRefundEngine({ ...voiding, store: unsettled.store, log: silent }).giveBack('c1');
    expect(voiding.calls).toEqual(['CANCEL SALE1 r1-1V']);
    expect(unsettled.log).toEqual(['r1 void V1']);

    const settled = memoryStore([whole]);
    const refunding = scriptedGateway({ cancel: () => declined('TRANSACTION ALREADY SETTLED') });
    await createRefundEngine({ ...refunding, store: settled.store, log: silent }).giveBack('c1');
    expect(refunding.calls).toEqual(['CANCEL SALE1 r1-1V', 'REFUND_SALE SALE1 12000 r1-1R']);
    expect(settled.log).toEqual(['r1 refund RF1']);
  });

  it('a refusal is recorded and thrown (the job retries); the next try has a new unique and goes through', async () => {
    const { store, rows, log } = memoryStore([refund()]);
    let refuse = true;
    const { provider, calls } = scriptedGateway({
      refund: () => (refuse ? declined('TRANSACTION NOT SETTLED') : approved('RF2')),
    });
    const engine = createRefundEngine({ provider, store, log: silent });
    await expect(engine.giveBack('c1')).rejects.toThrow(/still owed/);
    expect(rows.get('r1')?.state).toBe('declined');
    refuse = false;
    await engine.giveBack('c1');
    expect(calls).toEqual(['REFUND_SALE SALE1 5000 r1-1R', 'REFUND_SALE SALE1 5000 r1-2R']);
    expect(log).toEqual(['r1 declined TRANSACTION NOT SETTLED', 'r1 refund RF2']);
  });

  it('a try whose answer was lost is asked about first: refunded at the gateway → recorded, never sent again', async () => {
    const { store, log } = memoryStore([
      refund({ state: 'sent', attempt: 1, transactionUnique: 'r1-1R' }),
    ]);
    const { provider, calls } = scriptedGateway({
      query: (unique) => (unique === 'r1-1R' ? approved('RF9') : null),
    });
    await createRefundEngine({ provider, store, log: silent }).giveBack('c1');
    expect(calls).toEqual(['QUERY r1-1R']);
    expect(log).toEqual(['r1 refund RF9']);
  });

  it('a try the gateway never saw is sent again under a new unique', async () => {
    const { store, log } = memoryStore([
      refund({ state: 'sent', attempt: 1, transactionUnique: 'r1-1R' }),
    ]);
    const { provider, calls } = scriptedGateway({});
    await createRefundEngine({ provider, store, log: silent }).giveBack('c1');
    expect(calls).toEqual(['QUERY r1-1R', 'QUERY r1-1V', 'REFUND_SALE SALE1 5000 r1-2R']);
    expect(log).toEqual(['r1 declined NOT RECEIVED', 'r1 refund RF1']);
  });

  it('a try sent moments ago is left to the run that sent it: not asked about, not sent again', async () => {
    const { store, rows } = memoryStore([
      refund({
        state: 'sent',
        attempt: 1,
        transactionUnique: 'r1-1R',
        updatedAt: new Date('2026-11-27T10:00:00Z'),
      }),
    ]);
    const { provider, calls } = scriptedGateway({});
    const engine = createRefundEngine({
      provider,
      store,
      log: silent,
      now: () => new Date('2026-11-27T10:00:30Z'),
    });
    await expect(engine.giveBack('c1')).rejects.toThrow(/still owed/);
    expect(calls).toEqual([]);
    expect(rows.get('r1')).toMatchObject({ state: 'sent', attempt: 1 });
  });

  it('the gateway unreachable: the refund stays sent (asked about next time) and the job retries', async () => {
    const { store, rows } = memoryStore([refund()]);
    const provider = {
      refund: () => Promise.reject(new PaymentProviderUnavailable('timeout')),
      cancel: () => Promise.reject(new PaymentProviderUnavailable('timeout')),
      query: () => Promise.resolve(null),
    } as unknown as PaymentProvider;
    await expect(
      createRefundEngine({ provider, store, log: silent }).giveBack('c1'),
    ).rejects.toThrow(/still owed/);
    expect(rows.get('r1')?.state).toBe('sent');
  });

  it('approved refunds are left alone', async () => {
    const { store } = memoryStore([refund({ state: 'approved', attempt: 1 })]);
    const { provider, calls } = scriptedGateway({});
    await createRefundEngine({ provider, store, log: silent }).giveBack('c1');
    expect(calls).toEqual([]);
  });
});
