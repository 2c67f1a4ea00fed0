import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { userFixture } from '../../../test/user-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../test/render';
import { makeDeal } from '../../../test/deal-fixtures';
import AccountHomePage, { type LinkBookingDialogProps } from './AccountHomePage';

const user = userFixture({
  title: 'Mr',
  name: 'Sam Jones',
  full_name: 'Sam Jones',
  email: 'sam@example.co.uk',
});
beforeEach(() => useSession.getState().signIn('s'.repeat(43), user));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

/** Stands in for the bookings feature's modal, which the app hands in. */
function StubLinkDialog({ isOpen, onClose }: LinkBookingDialogProps) {
  return isOpen ? (
    <div role="dialog" aria-label="Link Existing Booking">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  ) : null;
}

describe('Account home: Link Existing Booking (docs/spec/3-accounts-bookings-content.md §2)', () => {
  it('opens the link-booking modal it is handed, and closes it', async () => {
    stubApi((path) =>
      path === '/auth/customer/itineraries' ? jsonResponse(200, []) : jsonResponse(404, null),
    );
    renderAt('/account', <AccountHomePage LinkBookingDialog={StubLinkDialog} />);
    const u = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.click(await screen.findByRole('button', { name: 'Link Existing Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Link Existing Booking' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Account home: no bookings (docs/spec/3-accounts-bookings-content.md §4)', () => {
  it('welcomes with the search bar and the deals with dates, filtered by nights and stars', async () => {
    const deals = [
      makeDeal({
        id: 1,
        slug: 'sea-view',
        title: 'Sea View',
        rating: 5,
        availableDurations: [7, 14],
      }),
      makeDeal({ id: 2, slug: 'old-town', title: 'Old Town', rating: 3, availableDurations: [10] }),
      makeDeal({ id: 3, slug: 'sold-out', title: 'Sold Out', rating: 4, availableDates: [] }),
    ];
    stubApi((path) => {
      if (path === '/auth/customer/itineraries') return jsonResponse(200, []);
      if (path === '/deal/list') return jsonResponse(200, deals);
      return jsonResponse(404, null);
    });
    renderAt('/account', <AccountHomePage LinkBookingDialog={StubLinkDialog} />);
    expect(await screen.findByText('You have no holidays booked yet')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Search holidays' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Exclusive deals' });
    expect(await within(list).findByRole('link', { name: 'Sea View' })).toHaveAttribute(
      'href',
      '/deals/sea-view',
    );
    expect(within(list).getByRole('link', { name: 'Old Town' })).toBeVisible();
    expect(within(list).queryByRole('link', { name: 'Sold Out' })).toBeNull();
    const u = userEvent.setup();
    await u.click(within(list).getByRole('radio', { name: '10 nights' }));
    expect(within(list).queryByRole('link', { name: 'Sea View' })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Old Town' })).toBeVisible();
    await u.click(within(list).getByRole('radio', { name: '10 nights' }));
    await u.click(within(list).getByRole('radio', { name: '4+ stars' }));
    expect(within(list).getByRole('link', { name: 'Sea View' })).toBeVisible();
    expect(within(list).queryByRole('link', { name: 'Old Town' })).toBeNull();
  });
});

describe('Account home: bookings that cannot be loaded', () => {
  it('says so with Retry instead of "no holidays", and shows them once they load', async () => {
    let fail = true;
    stubApi((path) => {
      if (path === '/auth/customer/itineraries')
        return fail
          ? jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'Down.' } })
          : jsonResponse(200, []);
      return jsonResponse(200, []);
    });
    renderAt('/account', <AccountHomePage LinkBookingDialog={StubLinkDialog} />);
    expect(
      await screen.findByText('We could not load your bookings just now. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('You have no holidays booked yet')).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no holidays booked yet')).toBeInTheDocument();
  });
});
