import { emailPattern } from '@sunward/contracts/auth';
import type { StaffRole } from '@sunward/contracts/staff';
import { AppError } from '../../errors';
import { randomToken } from '../../lib/tokens';
import { sha256Hex } from '../../lib/hash';
import { passwordProblem } from '../../lib/password-strength';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/passwords';
import type { StaffRepository, StaffRow, StaffStatements } from './repository';
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './two-factor';

/** A staff session ends this long after sign-in, whatever happens (NIST SP 800-63B, AAL2). */
export const STAFF_SESSION_HOURS = 12;
/** …or after this long without a request. */
export const STAFF_IDLE_MINUTES = 30;

/** Who did something, for the audit trail; null for the command line (`npm run staff:create`). */
export interface StaffActor {
  staffId: string;
  role: StaffRole;
  requestId?: string;
  address?: string;
}

/** A member of staff as the back office shows them: never the password hash or the secret. */
export interface StaffView {
  id: string;
  fullName: string;
  email: string;
  role: StaffRole;
  active: boolean;
  twoFactor: boolean;
}

export const staffMessages = {
  email: 'Please enter a valid email address',
  name: 'Please enter a name',
  taken: 'A member of staff with this e-mail already exists',
} as const;

const viewOf = (row: StaffRow): StaffView => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  active: row.active,
  twoFactor: row.totpEnabledAt !== null,
});

export function createStaffService(
  repo: StaffRepository,
  options: { issuer: string; site?: readonly string[]; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  /** Sessions not used since this moment have ended by idleness. */
  const idleSince = (at: Date) => new Date(at.getTime() - STAFF_IDLE_MINUTES * 60_000);

  /** The audit row of an action, in the transaction `tx` that makes the change. */
  const audit = (
    tx: StaffStatements,
    actor: StaffActor | null,
    action: string,
    target: { type: string; id: string } | null,
    change: { before?: unknown; after?: unknown } = {},
  ) =>
    tx.appendAudit({
      at: now(),
      staffId: actor?.staffId ?? null,
      staffRole: actor?.role ?? null,
      action,
      targetType: target?.type ?? null,
      targetId: target?.id ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      requestId: actor?.requestId ?? null,
      address: actor?.address ?? null,
    });

  return {
    /**
     * A new member of staff, with the customers' password rules; audited in the same transaction.
     * Two-factor sign-in is set up at their first sign-in.
     */
    async create(
      input: { fullName: string; email: string; role: StaffRole; password: string },
      actor: StaffActor | null,
    ): Promise<StaffView> {
      const email = input.email.trim().toLowerCase();
      const fullName = input.fullName.trim();
      const errors: Record<string, string[]> = {};
      if (!emailPattern.test(email)) errors.email = [staffMessages.email];
      if (fullName === '') errors.fullName = [staffMessages.name];
      const weak = await passwordProblem(input.password, {
        email,
        name: fullName,
        site: options.site ?? [],
      });
      if (weak) errors.password = [weak];
      if (Object.keys(errors).length > 0) {
        throw AppError.unprocessable(errors);
      }
      const passwordHash = await hashPassword(input.password);
      return repo.transaction(async (tx) => {
        const row = await tx.insert({ fullName, email, role: input.role, passwordHash });
        if (!row) throw new AppError('CONFLICT', staffMessages.taken);
        const view = viewOf(row);
        await audit(tx, actor, 'staff.created', { type: 'staff', id: row.id }, { after: view });
        return view;
      });
    },

    /**
     * The active member of staff with this e-mail and password, else undefined after the same work
     * (an unknown e-mail costs as much as a wrong password, so timing does not tell who is staff).
     */
    async checkPassword(email: string, password: string): Promise<StaffRow | undefined> {
      const row = await repo.findByEmail(email.trim().toLowerCase());
      if (!row?.active) {
        await burnVerification(password);
        return undefined;
      }
      return (await verifyPassword(row.passwordHash, password)) ? row : undefined;
    },

    /**
     * Starts setting up two-factor sign-in: a new secret and its `otpauth://` address (for the QR
     * code), replacing any earlier unconfirmed one. Refused once two-factor sign-in is on.
     */
    async beginTwoFactorSetup(staffId: string): Promise<{ secret: string; uri: string }> {
      const row = await repo.findById(staffId);
      if (!row) throw new AppError('NOT_FOUND', 'No such member of staff');
      const fresh = newTotpSecret({ email: row.email, issuer: options.issuer });
      if (!(await repo.setPendingSecret(staffId, fresh.secret, now()))) {
        throw new AppError('CONFLICT', 'Two-factor sign-in is already set up');
      }
      return fresh;
    },

    /**
     * Confirms the setup with a code from the app: two-factor sign-in is on, and the ten recovery
     * codes are returned, this once (only their hashes are kept). Audited in the same transaction.
     */
    async confirmTwoFactorSetup(
      staffId: string,
      code: string,
      actor: StaffActor | null,
    ): Promise<{ recoveryCodes: string[] } | undefined> {
      const row = await repo.findById(staffId);
      if (!row?.totpSecret || row.totpEnabledAt) return undefined;
      const secret = row.totpSecret;
      const step = acceptedTotpStep(secret, code.trim(), now(), row.totpLastStep);
      if (step === undefined) return undefined;
      const { codes, hashes } = newRecoveryCodes();
      return repo.transaction(async (tx) => {
        if (!(await tx.enableTwoFactor(staffId, secret, step, now()))) return undefined;
        await tx.insertRecoveryCodes(staffId, hashes);
        await audit(tx, actor, 'staff.twoFactorEnabled', { type: 'staff', id: staffId });
        return { recoveryCodes: codes };
      });
    },

    /**
     * The second factor at sign-in: a TOTP code (current or previous step, each step once) or an
     * unused recovery code (then used up). True for exactly one of two identical requests.
     */
    async checkSecondFactor(staffId: string, code: string): Promise<boolean> {
      const row = await repo.findById(staffId);
      if (!row?.active || !row.totpSecret || !row.totpEnabledAt) return false;
      const typed = code.trim();
      if (/^\d{6}$/.test(typed)) {
        const step = acceptedTotpStep(row.totpSecret, typed, now(), row.totpLastStep);
        return step !== undefined && (await repo.useTotpStep(staffId, step));
      }
      return repo.useRecoveryCode(staffId, recoveryCodeHash(typed), now());
    },

    unusedRecoveryCodes: (staffId: string) => repo.unusedRecoveryCodes(staffId),

    /** A new session after both factors: its token, shown once (only the SHA-256 is stored). */
    async openSession(staffId: string): Promise<{ token: string; expiresAt: Date }> {
      const { token, tokenHash } = randomToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + STAFF_SESSION_HOURS * 3_600_000);
      await repo.insertSession({ staffId, tokenHash, createdAt: at, lastSeenAt: at, expiresAt });
      return { token, expiresAt };
    },

    /** The active member of staff behind a live session token (and the session is seen now). */
    async staffOfSession(token: string): Promise<StaffView | undefined> {
      const at = now();
      const row = await repo.touchSession(sha256Hex(token), at, idleSince(at));
      return row ? viewOf(row) : undefined;
    },

    /** Ends every session of a member of staff at once; audited. */
    async endSessions(staffId: string, actor: StaffActor | null): Promise<number> {
      return repo.transaction(async (tx) => {
        const at = now();
        const ended = await tx.revokeSessions(staffId, at, idleSince(at));
        await audit(
          tx,
          actor,
          'staff.sessionsEnded',
          { type: 'staff', id: staffId },
          {
            after: { ended },
          },
        );
        return ended;
      });
    },

    auditOf: (target: { type: string; id: string }) => repo.auditOfTarget(target.type, target.id),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
