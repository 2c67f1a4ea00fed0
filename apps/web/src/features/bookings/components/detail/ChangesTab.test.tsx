import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDetail } from '@sunward/contracts/bookings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../shared/stores/session';
import {
  DETAIL_REFERENCE,
  bookingDetailFixture,
  cancelledBookingDetailFixture,
  changeRequestFixture,
} from '../../../../test/booking-detail-fixtures';
import { jsonResponse, renderAt, stubApi } from '../../../../test/render';
import { userFixture } from '../../../../test/user-fixtures';
import BookingDetailPage from '../BookingDetailPage';

const TOKEN = 'c'.repeat(43);
const PAGE = `/account/booking/${DETAIL_REFERENCE}/changes`;
const DETAIL = `/bookings/${DETAIL_REFERENCE}/detail`;
const CHANGE = `/auth/customer/itineraries/change/${DETAIL_REFERENCE}`;
const SUBMITTED =
  'Your change request has been submitted successfully! We will contact you within 24 hours.';
const FAILED = 'There was an error submitting your request. Please try again.';
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

const sent = changeRequestFixture({
  id: 'cr-2',
  type: 'special',
  urgency: 'high',
  status: 'pending',
  description: 'A cot in the room, please',
  created_at: '2026-11-25T10:00:00Z',
});

/** The page on its Changes tab; the server answers the detail (first, then after a change) and the POST. */
function openChanges(
  post: (init: RequestInit) => Response = () =>
    jsonResponse(200, { message: 'Received', changeRequest: sent }),
  first: BookingDetail = bookingDetailFixture(),
) {
  let reads = 0;
  const calls = stubApi((path, init) => {
    if (path === DETAIL) {
      reads += 1;
      return jsonResponse(
        200,
        reads === 1 ? first : { ...first, changeRequests: [sent, ...first.changeRequests] },
      );
    }
    if (path === CHANGE) return post(init);
    return jsonResponse(404, null);
  });
  renderAt(PAGE, <BookingDetailPage />, [], { pattern: '/account/booking/:reference/:tab?' });
  return calls;
}

const form = () => within(screen.getByRole('region', { name: 'Request a change' }));
const submit = () => form().getByRole('button', { name: 'Submit Request' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'What would you like to change?' }),
    'Special request',
  );
  await user.click(form().getByRole('radio', { name: 'High (urgent, within 48 hours)' }));
  await user.type(
    form().getByRole('textbox', { name: 'Describe the change' }),
    'A cot in the room, please',
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.getState().logout();
});

describe('Changes tab (docs/spec/3-accounts-bookings-content.md §2, §4, §5, §8, §9)', () => {
  it('lists previous requests with type, urgency, status, description and date', async () => {
    openChanges(
      undefined,
      bookingDetailFixture({
        changeRequests: [
          changeRequestFixture(),
          changeRequestFixture({
            id: 'cr-3',
            type: 'flight',
            urgency: 'low',
            status: 'in_progress',
            description: 'Later flight',
          }),
          changeRequestFixture({
            id: 'cr-4',
            type: 'dates',
            status: 'declined',
            description: 'A week later',
          }),
          changeRequestFixture({
            id: 'cr-5',
            type: 'other',
            status: 'completed',
            description: 'Done',
          }),
          changeRequestFixture({
            id: 'cr-6',
            type: 'passenger',
            status: 'awaiting_customer',
            description: 'Spelling of a name',
          }),
        ],
      }),
    );
    const list = within(await screen.findByRole('list', { name: 'Your change requests' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Room change');
    expect(items[0]).toHaveTextContent('Status: Pending');
    expect(items[0]).toHaveTextContent(
      'Urgency: Medium (within next week) · Sent 22 November 2026',
    );
    expect(items[0]).toHaveTextContent('Could we have a room on a higher floor?');
    expect(items[1]).toHaveTextContent('Flight change');
    expect(items[1]).toHaveTextContent('Status: In progress');
    expect(items[1]).toHaveTextContent('Urgency: Low (general inquiry)');
    expect(items[2]).toHaveTextContent('Change of dates');
    expect(items[2]).toHaveTextContent('Status: Declined');
    expect(items[3]).toHaveTextContent('Something else');
    expect(items[3]).toHaveTextContent('Status: Completed');
    expect(items[4]).toHaveTextContent('Passenger details');
    expect(items[4]).toHaveTextContent('Status: Awaiting your reply');
    expect(items[4]).toHaveTextContent(
      'We need your answer to carry on: call us on 0330 088 5600 or e-mail hello@sunwardholidays.co.uk',
    );
    expect(items[0]).not.toHaveTextContent('We need your answer');
  });

  it('colours each status as the spec does: pending yellow, completed green, declined red, others grey', async () => {
    const statuses = [
      'pending',
      'in_progress',
      'awaiting_customer',
      'completed',
      'declined',
    ] as const;
    openChanges(
      undefined,
      bookingDetailFixture({
        changeRequests: statuses.map((status) =>
          changeRequestFixture({ id: `cr-${status}`, status }),
        ),
      }),
    );
    await screen.findByRole('list', { name: 'Your change requests' });
    const tone = (status: string) =>
      document.querySelector(`[data-status="${status}"]`)?.className ?? '';
    expect(tone('pending')).toContain('bg-amber-100');
    expect(tone('completed')).toContain('bg-emerald-100');
    expect(tone('declined')).toContain('bg-red-100');
    expect(tone('in_progress')).toContain('bg-slate-100');
    expect(tone('awaiting_customer')).toContain('bg-slate-100');
  });

  it('shows the team’s replies, oldest first and signed by the team, and why a request was declined', async () => {
    openChanges(
      undefined,
      bookingDetailFixture({
        changeRequests: [
          changeRequestFixture({
            id: 'cr-7',
            status: 'declined',
            replies: [
              {
                id: 'reply-1',
                body: 'We are asking the hotel.',
                from: 'Sunward Holidays customer care',
                sentAt: '2026-11-22T11:00:00Z',
              },
              {
                id: 'reply-2',
                body: 'The hotel has answered.\nNo higher rooms are free.',
                from: 'Sunward Holidays customer care',
                sentAt: '2026-11-23T15:30:00Z',
              },
            ],
            declineReason: 'Every room on the higher floors is booked for your dates.',
          }),
        ],
      }),
    );
    const list = within(await screen.findByRole('list', { name: 'Your change requests' }));
    const request = list.getAllByRole('listitem').at(0);
    if (!request) throw new Error('no request listed');
    expect(request).toHaveTextContent('Status: Declined');
    const replies = within(within(request).getByRole('list', { name: 'Our replies' })).getAllByRole(
      'listitem',
    );
    expect(replies).toHaveLength(2);
    expect(replies[0]).toHaveTextContent('We are asking the hotel.');
    expect(replies[0]).toHaveTextContent(
      'Sunward Holidays customer care · 22 November 2026 at 11:00',
    );
    expect(replies[1]).toHaveTextContent('The hotel has answered. No higher rooms are free.');
    expect(replies[1]).toHaveTextContent(
      'Sunward Holidays customer care · 23 November 2026 at 15:30',
    );
    expect(request).toHaveTextContent(
      'Why we declined it: Every room on the higher floors is booked for your dates.',
    );
  });

  it('gives the change policy and the 24-hour promise', async () => {
    openChanges();
    const policy = await screen.findByRole('region', { name: 'Change policy' });
    expect(policy).toHaveTextContent('We answer every request within 24 hours.');
  });

  it('offers the eight types, urgency medium and contact by e-mail by default, the lead’s e-mail filled in', async () => {
    openChanges();
    const type = await screen.findByRole('combobox', { name: 'What would you like to change?' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a type of change',
      'Flight change',
      'Hotel change',
      'Room change',
      'Change of dates',
      'Passenger details',
      'Special request',
      'Cancellation',
      'Something else',
    ]);
    const urgency = within(form().getByRole('group', { name: 'How urgent is it?' }));
    expect(urgency.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Low (general inquiry)',
      'Medium (within next week)',
      'High (urgent, within 48 hours)',
    ]);
    expect(urgency.getByRole('radio', { name: 'Medium (within next week)' })).toBeChecked();
    const contact = within(form().getByRole('group', { name: 'How should we contact you?' }));
    expect(contact.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(contact.getAllByRole('radio')).toHaveLength(3);
    expect(form().getByRole('textbox', { name: 'Email address' })).toHaveValue('sam@example.co.uk');
    expect(form().getByRole('textbox', { name: /Phone number/ })).toHaveValue('07700 900123');
  });

  it('shows what cancelling would cost today beside the type when the customer asks to cancel', async () => {
    openChanges();
    const user = userEvent.setup();
    const type = await screen.findByRole('combobox', { name: 'What would you like to change?' });
    expect(form().queryByText(/If you cancelled today/)).toBeNull();
    await user.selectOptions(type, 'Cancellation');
    const note = form().getByText(/If you cancelled today/).parentElement;
    expect(note).toHaveTextContent('If you cancelled today: £147.00 cancellation charge.');
    expect(note).toHaveTextContent(
      'You have paid £648.00, so you would get £501.00 back (what you have paid less the charge).',
    );
    expect(note).toHaveTextContent('From 3 April 2027 this rises to £825.00 (£678.00 more).');
    expect(note).toHaveTextContent('Our team confirms the cancellation and the refund with you.');
    // Read out with the type, and announced as it appears.
    expect(type).toHaveAccessibleDescription(
      expect.stringContaining('If you cancelled today: £147.00 cancellation charge.'),
    );
    expect(note?.closest('[aria-live="polite"]')).not.toBeNull();
    await user.selectOptions(type, 'Room change');
    expect(form().queryByText(/If you cancelled today/)).toBeNull();
    expect(type).not.toHaveAccessibleDescription(expect.stringContaining('cancel'));
  });

  it('offers no change form on a cancelled booking, but how to reach us', async () => {
    const calls = openChanges(undefined, cancelledBookingDetailFixture());
    const request = await screen.findByRole('region', { name: 'Request a change' });
    expect(request).toHaveTextContent(
      'This booking has been cancelled, so it can no longer be changed.',
    );
    expect(request).toHaveTextContent(/call us on .+ or e-mail .+, quoting your booking reference/);
    expect(screen.queryByRole('combobox', { name: 'What would you like to change?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
    // The requests made before it was cancelled still show.
    expect(screen.getByRole('list', { name: 'Your change requests' })).toBeVisible();
    expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(0);
  });

  it('asks for the type, the description and the e-mail before sending, and sends nothing', async () => {
    const calls = openChanges();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Request a change' });
    await user.clear(form().getByRole('textbox', { name: 'Email address' }));
    await user.click(submit());
    expect(
      form().getByRole('combobox', { name: 'What would you like to change?' }),
    ).toHaveAccessibleDescription('Please choose what you would like to change');
    expect(
      form().getByRole('textbox', { name: 'Describe the change' }),
    ).toHaveAccessibleDescription('Please describe the change you would like');
    expect(form().getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    expect(form().getByRole('combobox', { name: 'What would you like to change?' })).toHaveFocus();
    await user.type(form().getByRole('textbox', { name: 'Email address' }), 'sam@');
    await user.click(submit());
    expect(form().getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(0);
  });

  it('asks for a phone number when the customer wants a call', async () => {
    const calls = openChanges();
    const user = userEvent.setup();
    await fillIn(user);
    await user.clear(form().getByRole('textbox', { name: /Phone number/ }));
    await user.click(form().getByRole('radio', { name: 'Phone' }));
    await user.click(submit());
    expect(form().getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Please enter a phone number we can call',
    );
    expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(0);
  });

  it.each([
    [
      'a file that is not PDF, PNG or JPEG',
      [new File(['x'], 'notes.txt', { type: 'text/plain' })],
      'Attachments must be PDF, PNG or JPEG files',
    ],
    [
      'a file over 5 MB',
      [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' })],
      'Each attachment must be 5 MB or smaller',
    ],
    [
      'four files',
      ['a', 'b', 'c', 'd'].map((n) => new File(['%PDF-'], `${n}.pdf`, { type: 'application/pdf' })),
      'Please attach no more than 3 files',
    ],
  ])('refuses %s', async (_, files, message) => {
    const calls = openChanges();
    const user = userEvent.setup({ applyAccept: false });
    await fillIn(user);
    const input = form().getByLabelText(/Attachments/);
    await user.upload(input, files);
    await user.click(submit());
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(0);
  });

  it('sends the request with an Idempotency-Key, says so, resets the form and lists the new request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('11111111-2222-4333-8444-555555555555');
    useSession.getState().signIn(TOKEN, userFixture());
    const calls = openChanges();
    const user = userEvent.setup();
    await fillIn(user);
    await user.upload(
      form().getByLabelText(/Attachments/),
      new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await user.click(submit());
    const status = await form().findByRole('status');
    expect(status).toHaveTextContent(SUBMITTED);
    // The keyboard (and a phone's screen) goes to the outcome at the top of the form.
    await vi.waitFor(() => expect(status.parentElement).toHaveFocus());
    const post = calls.find((c) => c.path === CHANGE);
    expect(post?.init.method).toBe('POST');
    expect(header(post?.init ?? {}, 'idempotency-key')).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
    expect(header(post?.init ?? {}, 'authorization')).toBe(`Bearer ${TOKEN}`);
    expect(post?.body).toEqual({
      type: 'special',
      urgency: 'high',
      description: 'A cot in the room, please',
      contactMethod: 'email',
      contactEmail: 'sam@example.co.uk',
      contactPhone: '07700 900123',
      bookingReference: DETAIL_REFERENCE,
      submittedAt: '2026-11-25T10:00:00.000Z',
      attachments: [{ name: 'letter.pdf', type: 'application/pdf', content: btoa('%PDF-1.7') }],
    });
    expect(form().getByRole('combobox', { name: 'What would you like to change?' })).toHaveValue(
      '',
    );
    expect(form().getByRole('textbox', { name: 'Describe the change' })).toHaveValue('');
    expect(form().getByRole('radio', { name: 'Medium (within next week)' })).toBeChecked();
    const list = within(await screen.findByRole('list', { name: 'Your change requests' }));
    expect(await list.findByText('A cot in the room, please')).toBeVisible();
    expect(calls.filter((c) => c.path === DETAIL)).toHaveLength(2);
  });

  it('shows the server’s 422 messages by their fields, with the failure alert', async () => {
    openChanges(() =>
      jsonResponse(422, {
        error: {
          code: 'UNPROCESSABLE',
          message: 'Please check the request.',
          details: {
            errors: {
              attachments: ['Attachments must be PDF, PNG or JPEG files'],
              contactEmail: ['Please enter a valid email address'],
            },
          },
        },
      }),
    );
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(submit());
    expect(await form().findByRole('alert')).toHaveTextContent(FAILED);
    expect(form().getByLabelText(/Attachments/)).toHaveAccessibleDescription(
      expect.stringContaining('Attachments must be PDF, PNG or JPEG files'),
    );
    expect(form().getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(form().getByRole('textbox', { name: 'Describe the change' })).toHaveValue(
      'A cot in the room, please',
    );
  });

  it('keeps the Idempotency-Key when the same request is sent again after a failure, and takes a new one when it changes', async () => {
    const keys = ['key-one-aaaaaaaa', 'key-two-bbbbbbbb'];
    vi.spyOn(crypto, 'randomUUID').mockImplementation(
      () => keys.shift() as `${string}-${string}-${string}-${string}-${string}`,
    );
    const calls = openChanges(() => jsonResponse(503, null));
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(submit());
    expect(await form().findByRole('alert')).toHaveTextContent(FAILED);
    await user.click(submit());
    await vi.waitFor(() => expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(2));
    await user.type(
      form().getByRole('textbox', { name: 'Describe the change' }),
      ' and a high chair',
    );
    await user.click(submit());
    await vi.waitFor(() => expect(calls.filter((c) => c.path === CHANGE)).toHaveLength(3));
    const sentKeys = calls
      .filter((c) => c.path === CHANGE)
      .map((c) => header(c.init, 'idempotency-key'));
    expect(sentKeys).toEqual(['key-one-aaaaaaaa', 'key-one-aaaaaaaa', 'key-two-bbbbbbbb']);
  });
});
