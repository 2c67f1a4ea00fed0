import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSiteConfig } from '@sunward/contracts/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookingAccess } from '../../../../shared/stores/booking-access';
import { useSession } from '../../../../shared/stores/session';
import { DOCUMENT_ERROR } from '../DocumentList';
import { DETAIL_REFERENCE, bookingDetailFixture } from '../../../../test/booking-detail-fixtures';
import { stubDownloads } from '../../../../test/downloads';
import { renderAt, stubApi } from '../../../../test/render';
import { userFixture } from '../../../../test/user-fixtures';
import { DocumentsTab } from './DocumentsTab';

const TOKEN = 't'.repeat(43);
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.getState().logout();
  useBookingAccess.getState().endGuest();
});

describe('Documents tab (docs/spec/3-accounts-bookings-content.md §2 Documents tab)', () => {
  it('lists every document, the calendar file among them, each with Download', () => {
    stubApi(() => new Response(null, { status: 404 }));
    renderAt('/', <DocumentsTab booking={bookingDetailFixture()} />);
    const list = within(screen.getByRole('region', { name: 'Your documents' }));
    expect(list.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Booking confirmationPDFDownload',
      'Holiday calendar (flights and stay)Calendar file (.ics)Download',
    ]);
    expect(list.getByRole('button', { name: 'Download Booking confirmation' })).toBeEnabled();
    expect(list.getByText('Some documents may require login to download.')).toBeVisible();
  });

  it('downloads the calendar file with the bearer and the grant, and saves it as .ics', async () => {
    useSession.getState().signIn(TOKEN, userFixture());
    useBookingAccess.getState().startGuest(DETAIL_REFERENCE, {
      token: 'grant-token',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const { clicked } = stubDownloads();
    const calls = stubApi(
      () =>
        new Response('BEGIN:VCALENDAR', {
          status: 200,
          headers: { 'content-type': 'text/calendar' },
        }),
    );
    renderAt('/', <DocumentsTab booking={bookingDetailFixture()} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download Holiday calendar (flights and stay)' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    const download = calls.find((c) => c.path === `/bookings/${DETAIL_REFERENCE}/calendar.ics`);
    expect(header(download?.init ?? {}, 'authorization')).toBe(`Bearer ${TOKEN}`);
    expect(header(download?.init ?? {}, 'x-booking-grant')).toBe('grant-token');
    expect(clicked[0]?.download).toBe(`${DETAIL_REFERENCE}-calendar.ics`);
    expect(screen.queryByText(DOCUMENT_ERROR)).toBeNull();
  });

  it('says so when a document cannot be downloaded', async () => {
    const { clicked } = stubDownloads();
    stubApi(() => new Response(null, { status: 404 }));
    renderAt('/', <DocumentsTab booking={bookingDetailFixture()} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Download Booking confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_ERROR);
    expect(clicked).toHaveLength(0);
  });

  it('opens a document hosted elsewhere in a new tab, and offers none that is not available yet', () => {
    stubApi(() => new Response(null, { status: 404 }));
    const booking = bookingDetailFixture({
      documents: [
        {
          name: 'Travel insurance',
          type: 'pdf',
          available: true,
          download_url: 'https://insurer.example/policy.pdf',
        },
        { name: 'E-tickets', type: 'pdf', available: false, download_url: '/api/x' },
      ],
    });
    renderAt('/', <DocumentsTab booking={booking} />);
    const link = screen.getByRole('link', {
      name: 'Download Travel insurance (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://insurer.example/policy.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('E-tickets').closest('li')).toHaveTextContent('Not available yet');
    expect(screen.queryByRole('button', { name: 'Download E-tickets' })).toBeNull();
  });

  it('gives the 24/7 emergency number, the e-mail and the EU emergency number 112', async () => {
    stubApi(() => new Response(null, { status: 404 }));
    renderAt('/', <DocumentsTab booking={bookingDetailFixture()} />);
    const help = within(screen.getByRole('region', { name: 'Emergency assistance' }));
    expect(help.getByText(/24\/7 emergency line/)).toHaveTextContent(defaultSiteConfig.phone);
    expect(await help.findByRole('link', { name: defaultSiteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${defaultSiteConfig.email}`,
    );
    expect(help.getByText(/In an emergency anywhere in the EU, call/)).toHaveTextContent('112');
  });
});
