import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGrid } from './PhotoGrid';

const hotel = 'Hotel Riu Palace';
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/p-${i + 1}.jpg`);

const photoButtons = () => screen.getAllByRole('button', { name: /Open photo / });

describe('PhotoGrid', () => {
  it('shows the main photo and four thumbnails, the last with +N for the photos not shown', () => {
    render(<PhotoGrid hotelName={hotel} images={photos(8)} />);
    expect(screen.getByRole('group', { name: `Photos of ${hotel}` })).toBeInTheDocument();
    expect(photoButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      `Open photo 1 of 8 of ${hotel}`,
      `Open photo 2 of 8 of ${hotel}`,
      `Open photo 3 of 8 of ${hotel}`,
      `Open photo 4 of 8 of ${hotel}`,
      `+3 more photos: Open photo 5 of 8 of ${hotel}`,
    ]);
    expect(
      within(
        screen.getByRole('button', { name: `+3 more photos: Open photo 5 of 8 of ${hotel}` }),
      ).getByText('+3'),
    ).toBeInTheDocument();
  });

  it('describes each photo and lazy-loads all but the main one', () => {
    render(<PhotoGrid hotelName={hotel} images={photos(8)} />);
    const main = screen.getByRole('img', { name: `${hotel}, photo 1 of 8` });
    expect(main).toHaveAttribute('src', '/p-1.jpg');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    const second = screen.getByRole('img', { name: `${hotel}, photo 2 of 8` });
    expect(second).toHaveAttribute('src', '/p-2.jpg');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  // Which of them a phone or a wider screen hides is CSS: e2e/package.e2e.ts checks it at 375 px.
  it('offers the main photo and a View all button, which opens the gallery at the first photo', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid hotelName={hotel} images={photos(8)} />);
    expect(screen.getByRole('button', { name: `Open photo 1 of 8 of ${hotel}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View all 8 photos' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no +N overlay with exactly five photos', () => {
    render(<PhotoGrid hotelName={hotel} images={photos(5)} />);
    expect(photoButtons()).toHaveLength(5);
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
  });

  it('shows only the photos there are when fewer than five', () => {
    render(<PhotoGrid hotelName={hotel} images={photos(3)} />);
    expect(photoButtons()).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'View all 3 photos' })).toBeInTheDocument();
  });

  it('with one photo shows it alone, with no View all button', () => {
    render(<PhotoGrid hotelName={hotel} images={photos(1)} />);
    expect(photoButtons()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^View all/ })).not.toBeInTheDocument();
  });

  it('shows a neutral placeholder with no photos', () => {
    render(<PhotoGrid hotelName={hotel} images={[]} />);
    expect(screen.getByText('No photos available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("'View all N photos' opens the lightbox at photo 1", async () => {
    const user = userEvent.setup();
    render(<PhotoGrid hotelName={hotel} images={photos(8)} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View all 8 photos' }));
    const dialog = screen.getByRole('dialog', { name: hotel });
    expect(within(dialog).getByText('1 / 8')).toBeInTheDocument();
  });

  it('clicking thumbnail 3 opens the lightbox at photo 3, and Close shuts it', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid hotelName={hotel} images={photos(8)} />);
    await user.click(screen.getByRole('button', { name: `Open photo 3 of 8 of ${hotel}` }));
    const dialog = screen.getByRole('dialog', { name: hotel });
    expect(within(dialog).getByText('3 / 8')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the +N thumbnail opens the lightbox at photo 5', async () => {
    const user = userEvent.setup();
    render(<PhotoGrid hotelName={hotel} images={photos(8)} />);
    await user.click(screen.getByText('+3'));
    expect(within(screen.getByRole('dialog')).getByText('5 / 8')).toBeInTheDocument();
  });
});
