import { emailPattern } from '@sunward/contracts/auth';
import {
  staffAdminMessages,
  type StaffAuditEntry as StaffAuditEntryView,
  type StaffMember,
  type StaffRole,
} from '@sunward/contracts/staff';
import { AppError } from '../../errors';
import { randomToken } from '../../lib/tokens';
import { sha256Hex } from '../../lib/hash';
import { passwordProblem } from '../../lib/password-strength';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/passwords';
import type { Database } from '../../db/client';
import type {
  NewAuditEntry,
  StaffAuditRow,
  StaffRepository,
  StaffRow,
  StaffStatements,
} from './repository';
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './two-factor';

/**
 * A staff session ends this long after sign-in whatever happens, or after STAFF_IDLE_MINUTES
 * without a request: a stolen session is short-lived.
 */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_IDLE_MINUTES = 30;
/** The password step alone opens the second factor's step for this long. */
export const PASSWORD_STEP_MINUTES = 5;

/** Where a request came from, for the audit trail. */
export interface RequestContext {
  requestId?: string;
  address?: string;
}

/**
 * Who did something, for the audit trail; null for the command line (`npm run staff:create`) and
 * for the first admin made at start-up.
 */
export interface StaffActor extends RequestContext {
  staffId: string | null;
  role?: StaffRole;
}

/** A signed-in member of staff acting (every staff route's actor). */
export type SignedInActor = StaffActor & { staffId: string; role: StaffRole };

/** One row of the audit trail, as it is appended. */
export type StaffAuditEntry = NewAuditEntry;

/**
 * The audit row of `action` by `actor` on `target` at `at`: what every change appends, in the
 * transaction that makes the change.
 */
export function auditEntry(
  actor: StaffActor | null,
  action: string,
  target: { type: string; id: string } | null,
  change: { before?: unknown; after?: unknown },
  at: Date,
): StaffAuditEntry {
  return {
    at,
    staffId: actor?.staffId ?? null,
    staffRole: actor?.role ?? null,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor?.requestId ?? null,
    address: actor?.address ?? null,
  };
}

/**
 * The audit trail's statements built on a caller's transaction: another module's repository
 * appends the audit row of a staff change it makes, in that change's transaction.
 */
export type StaffAuditRepositoryOf = (db: Database) => Pick<StaffRepository, 'appendAudit'>;

const actorOf = (member: { id: string; role: StaffRole }, context: RequestContext): StaffActor => ({
  ...context,
  staffId: member.id,
  role: member.role,
});

/** A session's token (shown once: only its SHA-256 is stored) and its end. */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** Signed in with both factors: the full session and who it is. */
export interface SignedIn extends OpenedSession {
  staff: StaffMember;
}

const viewOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  active: row.active,
  twoFactor: row.totpEnabledAt !== null,
});

/** An audit row as the back office reads it: when, who, what, to what, and what changed. */
export function auditView(
  entry: StaffAuditRow & { staffName: string | null },
): StaffAuditEntryView {
  return {
    at: entry.at.toISOString(),
    staffName: entry.staffName,
    role: entry.staffRole,
    action: entry.action,
    target:
      entry.targetType && entry.targetId ? { type: entry.targetType, id: entry.targetId } : null,
    details: entry.after ?? entry.before,
  };
}

export function createStaffService(
  repo: StaffRepository,
  options: {
    issuer: string;
    /** Seals the TOTP secrets at rest (config's staffSecretKey). */
    secretKey: Buffer;
    site?: readonly string[];
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());
  /** Sessions not used since this moment have ended by idleness. */
  const idleSince = (at: Date) => new Date(at.getTime() - STAFF_IDLE_MINUTES * 60_000);

  /** The audit row of an action, in the transaction `tx` that makes the change. */
  const audit = (
    tx: Pick<StaffStatements, 'appendAudit'>,
    actor: StaffActor | null,
    action: string,
    target: { type: string; id: string } | null,
    change: { before?: unknown; after?: unknown } = {},
  ) => tx.appendAudit(auditEntry(actor, action, target, change, now()));

  /** A wrong code (at sign-in, or proving oneself again), for the audit trail. */
  const auditFailedCode = (member: { id: string; role: StaffRole }, context: RequestContext) =>
    audit(repo, actorOf(member, context), 'staff.twoFactorFailed', {
      type: 'staff',
      id: member.id,
    });

  /** Ends a member's sessions still live (in `tx`); how many there were. */
  const endLiveSessions = (tx: StaffStatements, staffId: string) => {
    const at = now();
    return tx.revokeSessions(staffId, at, idleSince(at));
  };

  /**
   * The active member of staff with this e-mail and password, else undefined after the same work
   * (an unknown e-mail costs as much as a wrong password, so timing does not tell who is staff).
   */
  const checkPassword = async (email: string, password: string): Promise<StaffRow | undefined> => {
    const row = await repo.findByEmail(email.trim().toLowerCase());
    if (!row?.active) {
      await burnVerification(password);
      return undefined;
    }
    return (await verifyPassword(row.passwordHash, password)) ? row : undefined;
  };

  /**
   * Confirms the setup with a code from the app: two-factor sign-in is on, and the ten recovery
   * codes are returned, this once (only their hashes are kept). Audited in the same transaction.
   */
  const confirmTwoFactorSetup = async (
    staffId: string,
    code: string,
    actor: StaffActor | null,
  ): Promise<{ recoveryCodes: string[] } | undefined> => {
    const row = await repo.findById(staffId);
    if (!row?.totpSecret || row.totpEnabledAt) return undefined;
    const sealed = row.totpSecret;
    const secret = openSecret(options.secretKey, sealed);
    const step = acceptedTotpStep(secret, code.trim(), now(), row.totpLastStep);
    if (step === undefined) return undefined;
    const { codes, hashes } = newRecoveryCodes();
    return repo.transaction(async (tx) => {
      if (!(await tx.enableTwoFactor(staffId, sealed, step, now()))) return undefined;
      await tx.insertRecoveryCodes(staffId, hashes);
      await audit(tx, actor, 'staff.twoFactorEnabled', { type: 'staff', id: staffId });
      return { recoveryCodes: codes };
    });
  };

  /**
   * The second factor at sign-in: a TOTP code (current or previous step, each step once) or an
   * unused recovery code (then used up). True for exactly one of two identical requests.
   */
  const checkSecondFactor = async (staffId: string, code: string): Promise<boolean> => {
    const row = await repo.findById(staffId);
    if (!row?.active || !row.totpSecret || !row.totpEnabledAt) return false;
    const typed = code.trim();
    if (/^\d{6}$/.test(typed)) {
      const secret = openSecret(options.secretKey, row.totpSecret);
      const step = acceptedTotpStep(secret, typed, now(), row.totpLastStep);
      return step !== undefined && (await repo.useTotpStep(staffId, step));
    }
    return repo.useRecoveryCode(staffId, recoveryCodeHash(typed), now());
  };

  /**
   * The password step's session ends and a full session begins (a new token: the one that went
   * through the password step alone never becomes a full one), in one transaction with its audit
   * row; undefined if that session has ended meanwhile (the same code sent twice).
   */
  const completeSignIn = (
    passwordStep: { staff: StaffRow; sessionId: string },
    context: RequestContext,
  ): Promise<SignedIn | undefined> =>
    repo.transaction(async (tx) => {
      const at = now();
      if (!(await tx.revokeSession(passwordStep.sessionId, at))) return undefined;
      const { token, tokenHash } = randomToken();
      const expiresAt = new Date(at.getTime() + STAFF_SESSION_HOURS * 3_600_000);
      const staffId = passwordStep.staff.id;
      await tx.insertSession({
        staffId,
        tokenHash,
        createdAt: at,
        lastSeenAt: at,
        secondFactorAt: at,
        expiresAt,
      });
      await audit(tx, actorOf(passwordStep.staff, context), 'staff.signedIn', {
        type: 'staff',
        id: staffId,
      });
      // As the account stands now (a first sign-in has just turned two-factor on).
      const member = (await tx.findById(staffId)) ?? passwordStep.staff;
      return { token, expiresAt, staff: viewOf(member) };
    });

  /**
   * A new member of staff, with the customers' password rules; audited in the same transaction.
   * Two-factor sign-in is set up at their first sign-in.
   */
  const create = async (
    input: { fullName: string; email: string; role: StaffRole; password: string },
    actor: StaffActor | null,
  ): Promise<StaffMember> => {
    const email = input.email.trim().toLowerCase();
    const fullName = input.fullName.trim();
    const errors: Record<string, string[]> = {};
    if (!emailPattern.test(email)) errors.email = [staffAdminMessages.email];
    if (fullName === '') errors.fullName = [staffAdminMessages.name];
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
      if (!row) throw new AppError('CONFLICT', staffAdminMessages.taken);
      const view = viewOf(row);
      await audit(tx, actor, 'staff.created', { type: 'staff', id: row.id }, { after: view });
      return view;
    });
  };

  return {
    create,

    /**
     * The first admin of a fresh install, from the start-up settings (there is no built-in
     * password): made as `create` makes anyone (same password rules, same audit, by no one), and
     * only while there is no member of staff at all. Undefined when there already is one, including
     * one that another process starting with the same settings has just made.
     */
    async bootstrapAdmin(admin: {
      email: string;
      password: string;
      fullName: string;
    }): Promise<StaffMember | undefined> {
      if (await repo.anyStaff()) return undefined;
      try {
        return await create({ ...admin, role: 'admin' }, null);
      } catch (err) {
        if (err instanceof AppError && err.code === 'CONFLICT') return undefined;
        throw err;
      }
    },

    checkPassword,

    /**
     * Starts setting up two-factor sign-in: a new secret and its `otpauth://` address (for the QR
     * code), replacing any earlier unconfirmed one. Refused once two-factor sign-in is on.
     */
    async beginTwoFactorSetup(staffId: string): Promise<{ secret: string; uri: string }> {
      const row = await repo.findById(staffId);
      if (!row) throw new AppError('NOT_FOUND', 'No such member of staff');
      const fresh = newTotpSecret({ email: row.email, issuer: options.issuer });
      if (
        !(await repo.setPendingSecret(staffId, sealSecret(options.secretKey, fresh.secret), now()))
      ) {
        throw new AppError('CONFLICT', 'Two-factor sign-in is already set up');
      }
      return fresh;
    },

    confirmTwoFactorSetup,

    checkSecondFactor,

    unusedRecoveryCodes: (staffId: string) => repo.unusedRecoveryCodes(staffId),

    /**
     * Sign-in, first step: with the right password, a session of the password step alone (5
     * minutes, good for the second factor only) and what comes next; else undefined, after the
     * same work, and the failure audited.
     */
    async signIn(
      email: string,
      password: string,
      context: RequestContext,
    ): Promise<(OpenedSession & { next: 'setup' | 'code' }) | undefined> {
      const row = await checkPassword(email, password);
      if (!row) {
        const known = await repo.findByEmail(email.trim().toLowerCase());
        await audit(
          repo,
          known ? actorOf(known, context) : { ...context, staffId: null },
          'staff.signInFailed',
          known ? { type: 'staff', id: known.id } : null,
        );
        return undefined;
      }
      const { token, tokenHash } = randomToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + PASSWORD_STEP_MINUTES * 60_000);
      await repo.insertSession({
        staffId: row.id,
        tokenHash,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
      });
      return { token, expiresAt, next: row.totpEnabledAt ? 'code' : 'setup' };
    },

    /** The member of staff behind a live session of the password step, and that session. */
    async passwordStep(token: string): Promise<{ staff: StaffRow; sessionId: string } | undefined> {
      const at = now();
      return repo.touchSession(sha256Hex(token), 'password', at, idleSince(at));
    },

    /** The active member of staff behind a live full session (seen now), and that session. */
    async session(token: string): Promise<{ staff: StaffMember; sessionId: string } | undefined> {
      const at = now();
      const found = await repo.touchSession(sha256Hex(token), 'full', at, idleSince(at));
      return found ? { staff: viewOf(found.staff), sessionId: found.sessionId } : undefined;
    },

    /**
     * Sign-in, second step, with two-factor sign-in set up: a code from the app or a recovery
     * code. The password step's session ends and a full one (a new token) begins; a wrong code is
     * audited and answers undefined.
     */
    async secondFactor(
      passwordStep: { staff: StaffRow; sessionId: string },
      code: string,
      context: RequestContext,
    ): Promise<SignedIn | undefined> {
      const member = passwordStep.staff;
      if (!(await checkSecondFactor(member.id, code))) {
        await auditFailedCode(member, context);
        return undefined;
      }
      return completeSignIn(passwordStep, context);
    },

    /**
     * Sign-in, second step, the first time: the code confirms the new secret; two-factor sign-in
     * is on, a full session begins, and the recovery codes are returned this once.
     */
    async confirmSetup(
      passwordStep: { staff: StaffRow; sessionId: string },
      code: string,
      context: RequestContext,
    ): Promise<(SignedIn & { recoveryCodes: string[] }) | undefined> {
      const member = passwordStep.staff;
      const confirmed = await confirmTwoFactorSetup(member.id, code, actorOf(member, context));
      if (!confirmed) {
        await auditFailedCode(member, context);
        return undefined;
      }
      const opened = await completeSignIn(passwordStep, context);
      return opened && { ...opened, recoveryCodes: confirmed.recoveryCodes };
    },

    /** Ends this session (signing out); audited. */
    async signOut(session: { staff: StaffMember; sessionId: string }, context: RequestContext) {
      await repo.transaction(async (tx) => {
        if (await tx.revokeSession(session.sessionId, now())) {
          await audit(tx, actorOf(session.staff, context), 'staff.signedOut', {
            type: 'staff',
            id: session.staff.id,
          });
        }
      });
    },

    /** Every member of staff, by name. */
    async list(): Promise<StaffMember[]> {
      return (await repo.list()).map(viewOf);
    },

    /** The members of staff with these ids (active or not), by id: who is named on a record. */
    async members(ids: readonly string[]): Promise<Map<string, StaffMember>> {
      const rows = await repo.findByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, viewOf(row)]));
    },

    /**
     * A new role or active flag for a member of staff: their sessions end at once (they sign in
     * again with what they may now do, or not at all), in one transaction with the audit row.
     * Nobody changes their own access (the last admin cannot lock everyone out).
     */
    async changeAccess(
      id: string,
      change: { role?: StaffRole; active?: boolean },
      actor: StaffActor,
    ): Promise<StaffMember> {
      if (actor.staffId === id) throw new AppError('CONFLICT', staffAdminMessages.ownAccount);
      return repo.transaction(async (tx) => {
        const current = await tx.findById(id);
        if (!current) throw new AppError('NOT_FOUND', staffAdminMessages.notFound);
        const from = { role: current.role, active: current.active };
        const to = { role: change.role ?? from.role, active: change.active ?? from.active };
        if (to.role === from.role && to.active === from.active) return viewOf(current);
        const changed = await tx.changeAccess(id, from, to, now());
        if (!changed) throw new AppError('CONFLICT', staffAdminMessages.changedMeanwhile);
        const ended = await endLiveSessions(tx, id);
        await audit(
          tx,
          actor,
          'staff.accessChanged',
          { type: 'staff', id },
          {
            before: from,
            after: { ...to, sessionsEnded: ended },
          },
        );
        return viewOf(changed);
      });
    },

    /**
     * An admin turns a member's two-factor sign-in off (a lost phone and lost codes): their
     * recovery codes and sessions end, and they set it up again at their next sign-in. Audited.
     */
    async resetTwoFactor(id: string, actor: StaffActor): Promise<StaffMember> {
      return repo.transaction(async (tx) => {
        const at = now();
        if (!(await tx.resetTwoFactor(id, at))) {
          throw new AppError('NOT_FOUND', staffAdminMessages.notFound);
        }
        const ended = await tx.revokeSessions(id, at, idleSince(at));
        await audit(
          tx,
          actor,
          'staff.twoFactorReset',
          { type: 'staff', id },
          {
            after: { sessionsEnded: ended },
          },
        );
        const member = await tx.findById(id);
        if (!member) throw new AppError('NOT_FOUND', staffAdminMessages.notFound);
        return viewOf(member);
      });
    },

    /**
     * New recovery codes for oneself, asked with the password and a code again (a session alone
     * is not enough to change two-factor settings): the old codes stop working. Audited.
     */
    async renewRecoveryCodes(
      member: StaffMember,
      proof: { password: string; code: string },
      context: RequestContext,
    ): Promise<string[] | undefined> {
      const row = await checkPassword(member.email, proof.password);
      if (row?.id !== member.id || !(await checkSecondFactor(member.id, proof.code))) {
        await auditFailedCode(member, context);
        return undefined;
      }
      const { codes, hashes } = newRecoveryCodes();
      await repo.transaction(async (tx) => {
        await tx.dropRecoveryCodes(member.id);
        await tx.insertRecoveryCodes(member.id, hashes);
        await audit(tx, actorOf(member, context), 'staff.recoveryCodesRenewed', {
          type: 'staff',
          id: member.id,
        });
      });
      return codes;
    },

    /**
     * An audit row for a read of customers' personal data (a booking search, a booking opened):
     * who read what, when, from where.
     */
    async recordRead(
      actor: StaffActor,
      action: string,
      target: { type: string; id: string } | null,
      what: unknown,
    ): Promise<void> {
      await audit(repo, actor, action, target, { after: what });
    },

    /** Ends every session of a member of staff at once; audited. */
    async endSessions(staffId: string, actor: StaffActor | null): Promise<number> {
      return repo.transaction(async (tx) => {
        if (!(await tx.findById(staffId))) {
          throw new AppError('NOT_FOUND', staffAdminMessages.notFound);
        }
        const ended = await endLiveSessions(tx, staffId);
        await audit(
          tx,
          actor,
          'staff.sessionsEnded',
          { type: 'staff', id: staffId },
          { after: { ended } },
        );
        return ended;
      });
    },

    auditOf: (target: { type: string; id: string }) => repo.auditOfTarget(target.type, target.id),

    /** What one member of staff did, newest first: the latest 500 entries; 404 for nobody. */
    async auditBy(staffId: string): Promise<StaffAuditEntryView[]> {
      if (!(await repo.findById(staffId))) {
        throw new AppError('NOT_FOUND', staffAdminMessages.notFound);
      }
      return (await repo.auditByStaff(staffId, 500)).map(auditView);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
