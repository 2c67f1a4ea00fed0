import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactMessages, simulatedContactSender } from '../lib/contact-form';
import { ContactForm } from './ContactForm';

afterEach(() => {
  vi.useRealTimers();
});

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your name'), 'Ann Smith');
  await user.type(screen.getByLabelText('Email address'), 'ann@example.com');
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'Payments');
  await user.type(screen.getByLabelText('Your message'), 'When is my balance due, please?');
}

describe('Contact Us form', () => {
  it('says what is missing, and focuses the first field at fault', async () => {
    render(<ContactForm sender={{ send: vi.fn() }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText(/Booking reference/), 'AB1');
    await user.type(screen.getByLabelText('Your message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.name)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.reference)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subject)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageLength)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends for 1.5 s, then thanks the customer and clears the form', async () => {
    render(<ContactForm />);
    await fillIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(screen.getByRole('form', { name: 'Contact us' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByText(contactMessages.thanks)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(contactMessages.thanks)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows the error message when the message cannot be sent', async () => {
    const send = vi.fn(() => Promise.reject(new Error('down')));
    render(<ContactForm sender={{ send }} />);
    await fillIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.failed)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ann Smith', email: 'ann@example.com', subject: 'Payments' }),
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Ann Smith');
  });

  it('takes any booking reference of two letters and six digits, as typed', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<ContactForm sender={{ send }} />);
    await fillIn();
    await userEvent.setup().type(screen.getByLabelText(/Booking reference/), ' sw123456 ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.thanks)).toBeInTheDocument();
    expect(screen.queryByText(contactMessages.reference)).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ bookingReference: 'SW123456' }));
  });

  it('the simulated sender makes no call and waits 1.5 s', async () => {
    const wait = vi.fn(() => Promise.resolve());
    await simulatedContactSender(wait).send({
      name: 'A',
      email: 'a@b.co',
      phone: '',
      bookingReference: '',
      subject: 'Payments',
      message: 'A message here',
    });
    expect(wait).toHaveBeenCalledWith(1500);
  });
});
