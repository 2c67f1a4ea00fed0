import type { StaffMember } from '@sunward/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { meKey } from '../../api/me';
import { usePageTitle } from '../../lib/page-title';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupStep } from './SetupStep';

type Step =
  | { name: 'password'; message?: string }
  | { name: 'code' }
  | { name: 'setup' }
  | { name: 'recovery-codes'; codes: string[] };

/** Where to go once signed in: a back-office page the sign-in was asked for, else the bookings. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in')
    ? next
    : '/bookings';
}

/**
 * Staff sign-in: the password, then a code from the authenticator app (or a recovery code). At
 * the first sign-in the code comes after setting the app up from a QR code, and the ten recovery
 * codes are shown once. A password step left for 5 minutes ends: the password is asked again.
 */
export function SignInPage() {
  usePageTitle('Sign in');
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const next = safeNext(params.get('next'));

  const signedIn = (staff: StaffMember) => client.setQueryData(meKey, staff);
  const expired = (message: string) => setStep({ name: 'password', message });

  if (step.name !== 'recovery-codes' && client.getQueryData(meKey)) {
    return <Navigate to={next} replace />;
  }
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-card border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Sunward back office
        </p>
        {step.name === 'password' ? (
          <PasswordStep
            message={step.message}
            onNext={(name) => setStep(name === 'setup' ? { name: 'setup' } : { name: 'code' })}
          />
        ) : null}
        {step.name === 'code' ? (
          <CodeStep
            onSignedIn={(staff) => {
              signedIn(staff);
              void navigate(next, { replace: true });
            }}
            onExpired={expired}
          />
        ) : null}
        {step.name === 'setup' ? (
          <SetupStep
            onConfirmed={(done) => {
              signedIn(done.staff);
              setStep({ name: 'recovery-codes', codes: done.recoveryCodes });
            }}
            onExpired={expired}
          />
        ) : null}
        {step.name === 'recovery-codes' ? (
          <RecoveryCodes codes={step.codes} onDone={() => void navigate(next, { replace: true })} />
        ) : null}
      </div>
    </main>
  );
}
