import { priceWatchMessages } from '@sunward/contracts/price-watch';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePriceWatch } from '../../../test/price-watch-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import ConfirmPriceWatchPage from './ConfirmPriceWatchPage';
import UnsubscribePriceWatchPage from './UnsubscribePriceWatchPage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);

const watch = makePriceWatch({
  party: '2 adults, 1 child',
  departure_airports: ['LGW', 'STN'],
  link: '/share/package?hotelId=7&startDate=2027-07-10',
});

const notFound = {
  error: { code: 'NOT_FOUND', message: priceWatchMessages.linkInvalid },
};

describe('confirming a price watch', () => {
  it('starts the watch from the e-mailed link and shows the holiday with a way to open it', async () => {
    const calls = stubApi(() => jsonResponse(200, watch));
    renderAt(`/price-watch/confirm?token=${TOKEN}`, <ConfirmPriceWatchPage />);
    expect(await screen.findByText(priceWatchMessages.confirmed)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Hotel Sol' })).toBeVisible();
    expect(screen.getByText('7 nights from 10 July 2027')).toBeVisible();
    expect(screen.getByText('2 adults, 1 child')).toBeVisible();
    expect(screen.getByText('Flights from LGW, STN')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View this holiday' })).toHaveAttribute(
      'href',
      watch.link,
    );
    expect(calls).toEqual([
      expect.objectContaining({ path: '/price-watches/confirm', body: { token: TOKEN } }),
    ]);
  });

  it('says a link that is not valid is not, without asking with a missing token', async () => {
    const calls = stubApi(() => jsonResponse(404, notFound));
    renderAt(`/price-watch/confirm?token=${TOKEN}`, <ConfirmPriceWatchPage />);
    expect(await screen.findByText(priceWatchMessages.linkInvalid)).toBeVisible();
    expect(calls).toHaveLength(1);
    vi.unstubAllGlobals();
    const none = stubApi(() => jsonResponse(404, notFound));
    renderAt('/price-watch/confirm', <ConfirmPriceWatchPage />);
    expect((await screen.findAllByText(priceWatchMessages.linkInvalid)).length).toBeGreaterThan(0);
    expect(none).toHaveLength(0);
  });
});

describe('stopping price watch e-mails', () => {
  it('changes nothing on opening the link, and stops the e-mails with the button', async () => {
    const calls = stubApi(() => jsonResponse(200, { unsubscribed: true }));
    renderAt(`/price-watch/unsubscribe?token=${TOKEN}`, <UnsubscribePriceWatchPage />);
    const button = screen.getByRole('button', { name: 'Stop these e-mails' });
    expect(calls).toHaveLength(0);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(priceWatchMessages.unsubscribed)).toBeVisible();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/price-watches/unsubscribe', body: { token: TOKEN } }),
    ]);
  });

  it('says when the link is not valid', async () => {
    stubApi(() => jsonResponse(404, notFound));
    renderAt(`/price-watch/unsubscribe?token=${TOKEN}`, <UnsubscribePriceWatchPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(priceWatchMessages.linkInvalid)).toBeVisible();
  });
});
