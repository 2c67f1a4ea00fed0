/**
 * The back office's first admin, made by the journeys' server at start-up from its
 * STAFF_BOOTSTRAP_* settings (playwright.config.ts): journeys sign in with it. Test-only values.
 */
export const BOOTSTRAP_ADMIN = {
  email: 'desk.admin@example.co.uk',
  password: 'harbour-lantern-cobalt-41',
  fullName: 'Dana Morgan',
} as const;
