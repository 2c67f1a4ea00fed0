// @vitest-environment jsdom
// (react-aria's date field overflows the stack in happy-dom.)
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerItinerariesQuery } from '../../../../shared/api/itineraries';
import { useSession } from '../../../../shared/stores/session';
import { userFixture } from '../../../../test/user-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { LinkBookingDialog } from './LinkBookingDialog';
import { bookingSummaryFixture } from '../../../../test/booking-fixtures';

const user = userFixture({
  title: 'Mr',
  name: 'Sam Jones',
  full_name: 'Sam Jones',
  email: 'sam@example.co.uk',
});
const linked = bookingSummaryFixture();

beforeEach(() => useSession.getState().signIn('s'.repeat(43), user));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

/** The account's bookings (none until linked) and the link call's answer. */
function stubAccount(link: () => Response | Promise<Response>) {
  let isLinked = false;
  return stubApi((path) => {
    if (path === '/auth/customer/itineraries') return jsonResponse(200, isLinked ? [linked] : []);
    if (path === '/auth/customer/bookings/link') {
      return Promise.resolve(link()).then((res) => {
        isLinked = res.ok;
        return res;
      });
    }
    return jsonResponse(404, null);
  });
}

async function openModal() {
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'Link Existing Booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Link Existing Booking' });
  return { u, dialog };
}

async function fill(
  u: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { reference: string; surname: string; date: string },
) {
  await u.type(within(dialog).getByLabelText('Booking reference'), values.reference);
  await u.type(within(dialog).getByLabelText('Lead passenger surname'), values.surname);
  const date = within(dialog).getByRole('group', { name: 'Departure date' });
  await u.click(within(date).getAllByRole('spinbutton')[0]);
  await u.keyboard(values.date);
}
const good = { reference: 'sw123456', surname: 'Jones', date: '12062021' };
const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Link Booking' });

/** The modal as a page opens it, beside the account's bookings (fetched again after a link). */
function LinkingPage() {
  const [open, setOpen] = useState(false);
  const token = useSession((s) => s.token);
  const bookings = useQuery(customerItinerariesQuery(token));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Link Existing Booking
      </button>
      <LinkBookingDialog isOpen={open} onClose={() => setOpen(false)} />
      <p>{bookings.data?.length ?? 0} linked</p>
    </>
  );
}

describe('Link Existing Booking (docs/spec/3-accounts-bookings-content.md §2, §4, §5, §8)', () => {
  it('keeps Link Booking disabled until reference (6+), surname (2+) and date are valid', async () => {
    stubAccount(() => jsonResponse(500, null));
    renderAt('/account', <LinkingPage />);
    const { u, dialog } = await openModal();
    expect(submit(dialog)).toBeDisabled();
    await u.type(within(dialog).getByLabelText('Booking reference'), 'sw123');
    await u.tab();
    expect(
      within(dialog).getByText('Booking reference must be at least 6 characters'),
    ).toBeVisible();
    await u.type(within(dialog).getByLabelText('Lead passenger surname'), 'J');
    await u.tab();
    expect(within(dialog).getByText('Surname must be at least 2 characters')).toBeVisible();
    const date = within(dialog).getByRole('group', { name: 'Departure date' });
    await u.click(within(date).getAllByRole('spinbutton')[0]);
    await u.click(within(dialog).getByLabelText('Lead passenger surname'));
    expect(within(dialog).getByText('Departure date is required')).toBeVisible();
    expect(submit(dialog)).toBeDisabled();
  });

  it('links the booking: sends it upper-cased, says so, has the bookings fetched again and closes 1.5 s later', async () => {
    const calls = stubAccount(() =>
      jsonResponse(200, {
        message: 'Booking successfully linked to your account!',
        booking: linked,
      }),
    );
    renderAt('/account', <LinkingPage />);
    expect(await screen.findByText('0 linked')).toBeVisible();
    const { u, dialog } = await openModal();
    // The link form takes references the guest lookup would refuse (no letters-and-digits rule).
    await fill(u, dialog, { ...good, reference: 'sw-123456' });
    await u.clear(within(dialog).getByLabelText('Booking reference'));
    await u.type(within(dialog).getByLabelText('Booking reference'), good.reference);
    await u.click(submit(dialog));
    expect(
      await within(dialog).findByText('Booking successfully linked to your account!'),
    ).toBeVisible();
    expect(calls.find((c) => c.path === '/auth/customer/bookings/link')?.body).toEqual({
      reference: 'SW123456',
      surname: 'Jones',
      departure_date: '2021-06-12',
    });
    // The bookings are fetched again at once; the modal stays 1.5 s, then the list shows it.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/auth/customer/itineraries')).toHaveLength(2),
    );
    expect(screen.getByRole('dialog', { name: 'Link Existing Booking' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Link Existing Booking' })).toBeNull(),
    );
    expect(screen.getByText('1 linked')).toBeVisible();
  });

  it.each([
    [404, 'No booking found with these details. Please check your information.'],
    [403, 'The details provided do not match our records.'],
    [409, 'This booking is already linked to an account.'],
    [422, 'Unable to link booking. Please try again.'],
    [500, 'Unable to link booking. Please try again.'],
  ])('a %i answer says: %s', async (status, message) => {
    stubAccount(() => jsonResponse(status, { error: { code: 'X', message: 'server words' } }));
    renderAt('/account', <LinkingPage />);
    const { u, dialog } = await openModal();
    await fill(u, dialog, good);
    await u.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(submit(dialog)).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    stubAccount(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/account', <LinkingPage />);
    const { u, dialog } = await openModal();
    await fill(u, dialog, good);
    await u.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Connection error. Please check your internet and try again.',
    );
  });

  it('closes on Cancel and opens empty again', async () => {
    stubAccount(() => jsonResponse(500, null));
    renderAt('/account', <LinkingPage />);
    const { u, dialog } = await openModal();
    await u.type(within(dialog).getByLabelText('Booking reference'), 'SW1');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = await openModal();
    expect(within(again.dialog).getByLabelText('Booking reference')).toHaveValue('');
  });
});
