import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox';

const images = ['/p-1.svg', '/p-2.svg', '/p-3.svg'];

function Harness({ onClose = vi.fn<() => void>() }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Open photos
      </button>
      <Lightbox
        hotelName="Hotel Riu Palace"
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          onClose();
          setIndex(null);
        }}
      />
    </>
  );
}

describe('Lightbox', () => {
  it('is closed while index is null', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the photo large in a dialog labelled by the hotel, with an n / m counter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open photos' }));
    const dialog = screen.getByRole('dialog', { name: 'Hotel Riu Palace' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hotel Riu Palace, photo 2 of 3' })).toHaveAttribute(
      'src',
      '/p-2.svg',
    );
  });

  it('moves with previous/next buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open photos' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('takes the arrow keys straight after opening, with focus on the dialog itself', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Open photos' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Hotel Riu Palace' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open photos' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Hotel Riu Palace' });
    // Focus moves into the dialog while it is open.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open photos' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
