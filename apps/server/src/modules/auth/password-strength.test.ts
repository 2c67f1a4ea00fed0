import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validRegistration } from '../../test/app';
import { passwordProblem, passwordStrengthMessages } from '../../lib/password-strength';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '100' });
});
afterAll(() => app.close());

const register = (overrides: { password?: string; email?: string; full_name?: string }) => {
  const password = overrides.password ?? 'sunshine-2026';
  return app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: { ...validRegistration(), password, password_confirmation: password, ...overrides },
  });
};

describe('registration passwords', () => {
  it('refuses common passwords with a 422 on the password field, short ones as before', async () => {
    for (const password of [
      '12345678',
      'password',
      'qwertyuiop',
      'sunward123',
      'Sunward2026!',
      'Password1',
      'iloveyou',
      'letmein2024',
    ]) {
      const res = await register({ password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().error, password).toMatchObject({
        code: 'UNPROCESSABLE',
        message: passwordStrengthMessages.common,
        details: { errors: { password: [passwordStrengthMessages.common] } },
      });
    }
    const res = await register({ password: 'Ab1!xyz' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.errors.password).toEqual([
      'Password must be at least 8 characters long',
    ]);
  });

  it("refuses a password made of the customer's own name or e-mail, not ordinary passphrases", async () => {
    const email = `amelia.hart.${randomBytes(3).toString('hex')}@example.co.uk`;
    for (const password of ['amelia2026hart', 'AmeliaHart1985', 'hart.amelia.1']) {
      const res = await register({ email, full_name: 'Amelia Hart', password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().error.details.errors.password, password).toEqual([
        passwordStrengthMessages.personal,
      ]);
    }
    // Somebody else may use the same words.
    expect(
      (await register({ full_name: 'Grace Bennett', password: 'amelia2026hart' })).statusCode,
    ).toBe(201);
    // Ordinary passphrases and the password the tests and browser journeys use still pass.
    for (const [full_name, password] of [
      ['Amelia Hart', 'sunshine-2026'],
      ['Grace Bennett', 'sunshine-2026'],
      ['Oliver Grant', 'blue-kettle-morning'],
      ['Amelia Hart', 'correct horse battery staple'],
      ['Amelia Hart', 'amelia-loves-blue-kettles'],
    ] as const) {
      const res = await register({ full_name, password });
      expect(res.statusCode, password).toBe(201);
    }
  });

  it('is one check any place that sets a password can call', async () => {
    const context = { email: 'amelia.hart@example.co.uk', name: 'Amelia Hart' };
    expect(await passwordProblem('qwerty123', context)).toBe(passwordStrengthMessages.common);
    expect(await passwordProblem('ameliahart99', context)).toBe(passwordStrengthMessages.personal);
    expect(await passwordProblem('short', context)).toBe(
      'Password must be at least 8 characters long',
    );
    expect(await passwordProblem('purple-otter-42', context)).toBeUndefined();
  });
});
