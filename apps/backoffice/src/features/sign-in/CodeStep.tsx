import type { StaffMember } from '@sunward/contracts/staff';
import { verifyTwoFactor } from '../../api/two-factor-verify';
import { CodeForm } from './code-entry';

/** Sign-in, second step: the code the authenticator app shows now, or one recovery code. */
export function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (staff: StaffMember) => void;
  onExpired: (message: string) => void;
}) {
  return (
    <CodeForm
      label="Code"
      hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
      action="Verify"
      send={verifyTwoFactor}
      onDone={(session) => onSignedIn(session.staff)}
      onExpired={onExpired}
    >
      <h1 className="mt-2 text-2xl font-bold text-brand-800">Enter your code</h1>
    </CodeForm>
  );
}
