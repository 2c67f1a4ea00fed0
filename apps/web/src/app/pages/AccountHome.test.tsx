import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/stores/session';
import { jsonResponse, renderAt, stubApi } from '../../test/render';
import { userFixture } from '../../test/user-fixtures';
import AccountHome from './AccountHome';
import { bookingSummaryFixture } from '../../test/booking-fixtures';

const linked = bookingSummaryFixture();

beforeEach(() => useSession.getState().signIn('s'.repeat(43), userFixture({ name: 'Sam Jones' })));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('AccountHome: the account home with the bookings feature’s link modal', () => {
  it('links a booking from Link Existing Booking, and the list shows it once the modal closes', async () => {
    let isLinked = false;
    stubApi((path) => {
      if (path === '/auth/customer/itineraries') return jsonResponse(200, isLinked ? [linked] : []);
      if (path === '/auth/customer/bookings/link') {
        isLinked = true;
        return jsonResponse(200, {
          message: 'Booking successfully linked to your account!',
          booking: linked,
        });
      }
      return jsonResponse(404, null);
    });
    renderAt('/account', <AccountHome />);
    expect(await screen.findByText('You have no holidays booked yet')).toBeVisible();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Link Existing Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Existing Booking' });
    await u.type(within(dialog).getByLabelText('Booking reference'), 'sw123456');
    await u.type(within(dialog).getByLabelText('Lead passenger surname'), 'Jones');
    const date = within(dialog).getByRole('group', { name: 'Departure date' });
    await u.click(within(date).getAllByRole('spinbutton')[0]);
    await u.keyboard('12062021');
    await u.click(within(dialog).getByRole('button', { name: 'Link Booking' }));
    expect(
      await within(dialog).findByText('Booking successfully linked to your account!'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Link Existing Booking' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      '/account/booking/SW123456',
    );
  });
});
