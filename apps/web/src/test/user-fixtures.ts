import type { User } from '@sunward/contracts/auth';

/** A signed-in customer as GET /auth/customer/me answers it. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: '0f0b6c1e-8a57-4f3c-9f57-1f2a3b4c5d6e',
    title: 'Ms',
    name: 'Amelia Hart',
    full_name: 'Amelia Hart',
    email: 'amelia@example.co.uk',
    telephone: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
