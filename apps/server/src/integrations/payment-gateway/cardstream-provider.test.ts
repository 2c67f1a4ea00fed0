import { describe, expect, it } from 'vitest';
import { createCardstreamProvider, type GatewayTransport } from './cardstream-provider';
import { decodeFields, encodeFields, signed, verify } from './protocol';
import { PaymentProviderUnavailable } from './provider';

const secret = 'merchant-secret-for-tests';
const sale = {
  amountPence: 4900,
  orderRef: 'SWTEST',
  transactionUnique: 'SWTEST-1',
  paymentToken: 'tok_abcdefgh',
  threeDSRedirectURL: 'https://sunward.example/api/payment/3ds/callback',
  browser: {
    deviceChannel: 'browser',
    deviceIdentity: 'UA',
    deviceTimeZone: '0',
    deviceAcceptLanguage: 'en-GB',
    deviceScreenResolution: '1280x800x24',
    remoteAddress: '127.0.0.1',
  },
};

/** A gateway that answers with `answer(request)`, recording what it was sent. */
function gateway(answer: (fields: Record<string, string>) => string) {
  const sent: Record<string, string>[] = [];
  const transport: GatewayTransport = (_url, body) => {
    const fields = decodeFields(body);
    sent.push(fields);
    return Promise.resolve(answer(fields));
  };
  return {
    sent,
    provider: createCardstreamProvider({
      gatewayUrl: 'https://gw.example',
      merchantId: '100001',
      secret,
      transport,
    }),
  };
}

const approved = (f: Record<string, string>) =>
  encodeFields(
    signed(
      { responseCode: '0', responseMessage: 'AUTHCODE: 1', xref: 'X1', amount: f.amount },
      secret,
    ),
  );

describe('the Cardstream-style provider adapter', () => {
  it('signs what it sends and reads an approval', async () => {
    const { sent, provider } = gateway(approved);
    await expect(provider.sale(sale)).resolves.toMatchObject({
      status: 'approved',
      xref: 'X1',
      amountPence: 4900,
    });
    const request = sent.at(0) ?? {};
    expect(verify(request, secret)).toBe(true);
    expect(request).toMatchObject({
      action: 'SALE',
      merchantID: '100001',
      amount: '4900',
      currencyCode: '826',
    });
    expect(Object.keys(request).some((k) => /card/i.test(k))).toBe(false);
  });

  it('refuses an answer that is tampered with, unsigned or signed with another secret', async () => {
    const tampered = gateway((f) => approved(f).replace('amount=4900', 'amount=1'));
    await expect(tampered.provider.sale(sale)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const unsigned = gateway(() => encodeFields({ responseCode: '0', xref: 'X1', amount: '4900' }));
    await expect(unsigned.provider.sale(sale)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    const foreign = gateway(() =>
      encodeFields(signed({ responseCode: '0', xref: 'X1' }, 'another-secret-entirely')),
    );
    await expect(foreign.provider.sale(sale)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('maps 3-D Secure, declines and not-found queries', async () => {
    const threeDS = gateway(() =>
      encodeFields(
        signed(
          {
            responseCode: '65802',
            xref: 'X2',
            threeDSRef: 'R1',
            threeDSURL: 'https://gw.example/3ds/challenge',
            'threeDSRequest[creq]': 'abc',
          },
          secret,
        ),
      ),
    );
    await expect(threeDS.provider.sale(sale)).resolves.toEqual({
      status: 'requires_action',
      xref: 'X2',
      threeDSRef: 'R1',
      threeDSURL: 'https://gw.example/3ds/challenge',
      request: { creq: 'abc' },
    });
    const declined = gateway(() =>
      encodeFields(
        signed({ responseCode: '51', responseMessage: 'INSUFFICIENT FUNDS', xref: 'X3' }, secret),
      ),
    );
    await expect(declined.provider.sale(sale)).resolves.toMatchObject({
      status: 'declined',
      code: 51,
    });
    const missing = gateway(() =>
      encodeFields(
        signed({ responseCode: '65558', responseMessage: 'TRANSACTION NOT FOUND' }, secret),
      ),
    );
    await expect(missing.provider.query('nope')).resolves.toBeNull();
  });

  it('sends REFUND_SALE and CANCEL with their own transactionUnique', async () => {
    const { sent, provider } = gateway((f) =>
      encodeFields(
        signed(
          {
            responseCode: '0',
            responseMessage: 'SUCCESS',
            xref: `${f.action}-X`,
            amount: f.action === 'CANCEL' ? '4900' : f.amount,
            parentXref: f.xref,
          },
          secret,
        ),
      ),
    );
    await expect(
      provider.refund({ xref: 'X1', amountPence: 1200, transactionUnique: 'SWTEST-1-R' }),
    ).resolves.toEqual({
      status: 'approved',
      xref: 'REFUND_SALE-X',
      amountPence: 1200,
      message: 'SUCCESS',
    });
    await expect(
      provider.cancel({ xref: 'X1', transactionUnique: 'SWTEST-1-V' }),
    ).resolves.toMatchObject({ status: 'approved', xref: 'CANCEL-X' });
    expect(sent.map((f) => verify(f, secret))).toEqual([true, true]);
    expect(sent.at(0)).toMatchObject({
      action: 'REFUND_SALE',
      xref: 'X1',
      amount: '1200',
      transactionUnique: 'SWTEST-1-R',
    });
    expect(sent.at(1)).toMatchObject({
      action: 'CANCEL',
      xref: 'X1',
      transactionUnique: 'SWTEST-1-V',
    });
    expect(sent.at(1)).not.toHaveProperty('amount');
  });

  it("answers a QUERY of a refund's or void's unique with its own outcome", async () => {
    const answers: Record<string, Record<string, string>> = {
      'R-ok': {
        responseCode: '0',
        xref: 'R1',
        amount: '1200',
        state: 'approved',
        parentXref: 'S1',
      },
      'R-refused': {
        responseCode: '65541',
        responseMessage: 'TRANSACTION NOT SETTLED',
        xref: 'R2',
        amount: '1200',
        state: 'failed',
        parentXref: 'S1',
      },
      'S-refunded': { responseCode: '0', xref: 'S1', amount: '4900', state: 'refunded' },
      'S-voided': { responseCode: '0', xref: 'S2', amount: '4900', state: 'cancelled' },
      'S-partly': { responseCode: '0', xref: 'S3', amount: '4900', state: 'approved' },
    };
    const { provider } = gateway((f) =>
      encodeFields(signed({ responseMessage: 'SUCCESS', ...answers[f.transactionUnique] }, secret)),
    );
    await expect(provider.query('R-ok')).resolves.toEqual({
      status: 'approved',
      xref: 'R1',
      amountPence: 1200,
      message: 'SUCCESS',
    });
    await expect(provider.query('R-refused')).resolves.toEqual({
      status: 'failed',
      xref: 'R2',
      code: 65541,
      message: 'TRANSACTION NOT SETTLED',
    });
    await expect(provider.query('S-refunded')).resolves.toEqual({
      status: 'reversed',
      xref: 'S1',
      reversal: 'refunded',
    });
    await expect(provider.query('S-voided')).resolves.toEqual({
      status: 'reversed',
      xref: 'S2',
      reversal: 'voided',
    });
    // A SALE refunded in part is still approved: its money is partly kept.
    await expect(provider.query('S-partly')).resolves.toMatchObject({
      status: 'approved',
      xref: 'S3',
    });
  });

  it('reports an unreachable gateway as unavailable, not as a decline', async () => {
    const provider = createCardstreamProvider({
      gatewayUrl: 'https://gw.example',
      merchantId: '100001',
      secret,
      transport: () => Promise.reject(new Error('ECONNRESET')),
    });
    await expect(provider.sale(sale)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
