import type { StaffTwoFactorConfirmed } from '@sunward/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { beginTwoFactorSetup } from '../../api/two-factor-setup';
import { confirmTwoFactor } from '../../api/two-factor-confirm';
import { Notice } from '../../ui/controls';
import { CodeForm } from './code-entry';

/** The secret in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * First sign-in: two-factor sign-in is set up before anything else. The server makes a secret
 * (once per visit to this step: the query is never refetched), shown as a QR code and as text;
 * the first code from the app confirms it.
 */
export function SetupStep({
  onConfirmed,
  onExpired,
}: {
  onConfirmed: (done: StaffTwoFactorConfirmed) => void;
  onExpired: (message: string) => void;
}) {
  const setup = useQuery({
    queryKey: ['staff', 'two-factor-setup'],
    queryFn: beginTwoFactorSetup,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const qr = useQuery({
    queryKey: ['staff', 'two-factor-qr', setup.data?.uri],
    queryFn: () => QRCode.toDataURL(setup.data?.uri ?? '', { margin: 1, width: 200 }),
    enabled: Boolean(setup.data),
    staleTime: Infinity,
    gcTime: 0,
  });
  const ended =
    setup.error instanceof ApiError && setup.error.status === 401 ? setup.error.message : undefined;
  useEffect(() => {
    if (ended) onExpired(ended);
  }, [ended, onExpired]);

  return (
    <div className="mt-2 space-y-4">
      <h1 className="text-2xl font-bold text-brand-800">Set up two-factor sign-in</h1>
      <p>
        The back office asks for a code from an authenticator app at every sign-in. Scan this QR
        code with the app on your phone (for example Google Authenticator, Microsoft Authenticator
        or 1Password), then enter the code it shows.
      </p>
      {setup.isError && !ended ? <Notice kind="error">{messageOf(setup.error)}</Notice> : null}
      {setup.data ? (
        <>
          <div className="flex justify-center">
            {qr.data ? (
              <img
                src={qr.data}
                width={200}
                height={200}
                alt="QR code for your authenticator app"
              />
            ) : (
              <p role="status">Drawing the QR code…</p>
            )}
          </div>
          <div>
            <p className="text-sm text-muted">Or type this key into the app:</p>
            <p className="mt-1 font-mono text-lg font-semibold tracking-wider" data-testid="secret">
              {grouped(setup.data.secret)}
            </p>
          </div>
          <CodeForm
            label="Code from your app"
            hint="6 digits; a new one every 30 seconds."
            action="Confirm and sign in"
            send={confirmTwoFactor}
            onDone={onConfirmed}
            onExpired={onExpired}
          />
        </>
      ) : setup.isPending ? (
        <p role="status">Preparing your key…</p>
      ) : null}
    </div>
  );
}
