// @vitest-environment jsdom
// (The card fields are the gateway's iframes, which happy-dom does not load.)
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardFields } from './CardFields';
import { useHostedFields } from './use-hosted-fields';

const GATEWAY = 'http://gateway.test/gateway';
const ORIGIN = 'http://gateway.test';

function fromGateway(data: object, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { source: 'sunward-gateway', ...data } }),
    );
  });
}
const allReady = () => {
  for (const field of ['number', 'expiry', 'cvv']) fromGateway({ type: 'ready', field });
};

function Harness({ onToken, timeoutMs }: { onToken: (t: string) => void; timeoutMs?: number }) {
  const fields = useHostedFields({
    gatewayUrl: GATEWAY,
    onToken,
    loadFailedMessage: 'The form did not load.',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return (
    <>
      <CardFields gatewayUrl={GATEWAY} fields={fields} />
      {fields.formError && <p role="alert">{fields.formError}</p>}
      <button type="button" disabled={!fields.allReady || fields.busy} onClick={fields.tokenise}>
        {fields.busy ? 'Busy' : 'Pay'}
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hosted card fields (shared by checkout and booking payments)', () => {
  it('says the form could not load when the frames are not all ready in time', () => {
    vi.useFakeTimers();
    render(<Harness onToken={vi.fn()} timeoutMs={1000} />);
    fromGateway({ type: 'ready', field: 'number' });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The form did not load.');
  });

  it('no message when all three frames are ready in time', () => {
    vi.useFakeTimers();
    render(<Harness onToken={vi.fn()} timeoutMs={1000} />);
    allReady();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hands the number frame's token on, ignores other origins, and a refused card ends busy with the field's message", async () => {
    const onToken = vi.fn();
    render(<Harness onToken={onToken} />);
    allReady();
    const frame = screen.getByTitle<HTMLIFrameElement>('Card number');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(post).toHaveBeenCalledWith({ source: 'sunward-checkout', type: 'tokenise' }, ORIGIN);
    expect(screen.getByRole('button', { name: 'Busy' })).toBeDisabled();
    fromGateway({ type: 'tokenError', errors: { cvv: 'Enter the security code' } });
    expect(screen.getByText('Enter the security code')).toBeInTheDocument();
    expect(screen.getByTitle('Security code (CVV)')).toHaveAttribute(
      'aria-describedby',
      'sunward-card-cvv-error',
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    fromGateway({ type: 'token', paymentToken: 'tok_elsewhere' }, 'http://evil.test');
    expect(onToken).not.toHaveBeenCalled();
    fromGateway({ type: 'token', paymentToken: 'tok_123456789' });
    expect(onToken).toHaveBeenCalledWith('tok_123456789');
  });
});
