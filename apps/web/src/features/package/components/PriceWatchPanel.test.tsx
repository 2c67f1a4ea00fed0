import { priceWatchMessages } from '@sunward/contracts/price-watch';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { makePriceWatch } from '../../../test/price-watch-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { PriceWatchPanel } from './PriceWatchPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
});

const UUID = '11111111-1111-4111-8111-111111111111';
const historyPath = `/itinerary/${UUID}/hotels/7/price-history`;

const history = (points: [string, number | null][]) => ({
  hotel_id: 7,
  check_in: '2027-07-10',
  nights: 7,
  price_pence: points.at(-1)?.[1] ?? null,
  points: points.map(([at, price_pence]) => ({ at, price_pence })),
  from: '2027-05-01T12:00:00.000Z',
  to: '2027-05-31T12:00:00.000Z',
  lowest_pence: Math.min(...points.map((p) => p[1] ?? Infinity)),
  highest_pence: Math.max(...points.map((p) => p[1] ?? -Infinity)),
});

const watch = makePriceWatch();

describe('the package page’s live price', () => {
  it('says in words how the price moved over the last 30 days', async () => {
    stubApi((path) =>
      path === historyPath
        ? jsonResponse(
            200,
            history([
              ['2027-05-01T12:00:00.000Z', 160_000],
              ['2027-05-20T09:00:00.000Z', 150_000],
            ]),
          )
        : jsonResponse(404, null),
    );
    renderAt('/package', <PriceWatchPanel uuid={UUID} hotelId={7} />);
    expect(
      screen.getByRole('heading', { name: 'Price for these dates over the last 30 days' }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'The price changed 1 time in the last 30 days: lowest £1,500.00, highest £1,600.00.',
      ),
    ).toBeVisible();
    expect(screen.getByText('£1,500.00', { selector: 'strong' })).toBeVisible();
  });

  it('says when the price has not changed since it was first seen', async () => {
    stubApi(() => jsonResponse(200, history([['2027-05-10T12:00:00.000Z', 99_900]])));
    renderAt('/package', <PriceWatchPanel uuid={UUID} hotelId={7} />);
    expect(await screen.findByText('The price has not changed since 10 May.')).toBeVisible();
  });

  it('asks a guest for an e-mail address, checks it on the field, then says to confirm by e-mail', async () => {
    const calls = stubApi((path) =>
      path === historyPath
        ? jsonResponse(200, history([['2027-05-10T12:00:00.000Z', 99_900]]))
        : jsonResponse(202, {
            status: 'confirm_email',
            message: priceWatchMessages.confirmEmail,
            watch: null,
          }),
    );
    renderAt('/package', <PriceWatchPanel uuid={UUID} hotelId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch this price' }));
    const field = screen.getByLabelText('Email address');
    await userEvent.click(screen.getByRole('button', { name: 'Watch this price' }));
    expect(screen.getByText(priceWatchMessages.emailRequired)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'not-an-address');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(priceWatchMessages.emailInvalid)).toBeVisible();
    expect(calls.filter((c) => c.path === '/price-watches')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'sam@example.co.uk{Enter}');
    expect(await screen.findByText(priceWatchMessages.confirmEmail)).toBeVisible();
    // The form is gone: the answer has the focus.
    expect(
      screen.getByText(priceWatchMessages.confirmEmail).closest('[tabindex="-1"]'),
    ).toHaveFocus();
    expect(calls.find((c) => c.path === '/price-watches')?.body).toEqual({
      uuid: UUID,
      hotel_id: 7,
      email: 'sam@example.co.uk',
    });
  });

  it('shows the server’s refusal on the field', async () => {
    stubApi((path) =>
      path === historyPath
        ? jsonResponse(200, history([['2027-05-10T12:00:00.000Z', 99_900]]))
        : jsonResponse(422, {
            error: {
              code: 'UNPROCESSABLE',
              message: priceWatchMessages.tooMany,
              details: { errors: { email: [priceWatchMessages.tooMany] } },
            },
          }),
    );
    renderAt('/package', <PriceWatchPanel uuid={UUID} hotelId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch this price' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'sam@example.co.uk{Enter}');
    expect(await screen.findByText(priceWatchMessages.tooMany)).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('watches at once for a signed-in customer', async () => {
    useSession.setState({ token: 't'.repeat(43) });
    const calls = stubApi((path) =>
      path === historyPath
        ? jsonResponse(200, history([['2027-05-10T12:00:00.000Z', 150_000]]))
        : jsonResponse(201, { status: 'watching', message: priceWatchMessages.watching, watch }),
    );
    renderAt('/package', <PriceWatchPanel uuid={UUID} hotelId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch this price' }));
    expect(await screen.findByText(priceWatchMessages.watching)).toBeVisible();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(calls.find((c) => c.path === '/price-watches')?.body).toEqual({
      uuid: UUID,
      hotel_id: 7,
    });
  });
});
