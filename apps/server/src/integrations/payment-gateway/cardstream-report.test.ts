import { describe, expect, it } from 'vitest';
import { createCardstreamProvider } from './cardstream-provider';
import { decodeFields, encodeFields, signed, verify, type Fields } from './protocol';
import { PaymentProviderUnavailable } from './provider';

/** The adapter's side of the sandbox's REPORT extension: a day's settlement report. */

const secret = 'merchant-secret-for-tests';

function gateway(answer: (fields: Fields) => Fields, sign = true) {
  const sent: Fields[] = [];
  const provider = createCardstreamProvider({
    gatewayUrl: 'https://gw.example',
    merchantId: '100001',
    secret,
    transport: (_url, body) => {
      const fields = decodeFields(body);
      sent.push(fields);
      const reply = answer(fields);
      return Promise.resolve(encodeFields(sign ? signed(reply, secret) : reply));
    },
  });
  return { sent, provider };
}

const line = {
  xref: '26061409ABCDEFGHJKLMNPQ',
  action: 'REFUND_SALE',
  state: 'approved',
  amount: 1250,
  transactionUnique: 'r-1-1R',
  orderRef: 'SWABCDEFGHIJ',
  parentXref: '26061408ZYXWVUTSRQPNMLK',
  createdAt: '2026-06-14T08:15:00.000Z',
};

const reportOf = (transactions: unknown): Fields => ({
  responseCode: '0',
  responseMessage: 'SUCCESS',
  action: 'REPORT',
  transactions: JSON.stringify(transactions),
});

describe('transactionsOn (the gateway report)', () => {
  it('asks for the day in a signed REPORT and reads its lines', async () => {
    const { sent, provider } = gateway(() => reportOf([line]));
    await expect(provider.transactionsOn('2026-06-14')).resolves.toEqual([
      {
        xref: line.xref,
        action: 'REFUND_SALE',
        state: 'approved',
        amountPence: 1250,
        transactionUnique: 'r-1-1R',
        orderRef: 'SWABCDEFGHIJ',
        parentXref: line.parentXref,
        at: '2026-06-14T08:15:00.000Z',
      },
    ]);
    const request = sent.at(0) ?? {};
    expect(verify(request, secret)).toBe(true);
    expect(request).toMatchObject({ merchantID: '100001', action: 'REPORT', date: '2026-06-14' });
  });

  it('trusts no report that is unsigned, refused or unreadable', async () => {
    const unsigned = gateway(() => reportOf([line]), false);
    await expect(unsigned.provider.transactionsOn('2026-06-14')).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    const refused = gateway(() => ({
      responseCode: '66304',
      responseMessage: 'INVALID FIELD: date',
    }));
    await expect(refused.provider.transactionsOn('2026-06-14')).rejects.toThrow(
      /INVALID FIELD: date/,
    );
    const garbled = gateway(() => ({ ...reportOf([]), transactions: '[{' }));
    await expect(garbled.provider.transactionsOn('2026-06-14')).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    const wrongShape = gateway(() => reportOf([{ ...line, amount: '1250' }]));
    await expect(wrongShape.provider.transactionsOn('2026-06-14')).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    const declinedListed = gateway(() => reportOf([{ ...line, state: 'declined' }]));
    await expect(declinedListed.provider.transactionsOn('2026-06-14')).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
  });
});
