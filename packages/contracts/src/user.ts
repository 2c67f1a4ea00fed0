import * as z from 'zod/mini';

/**
 * The signed-in customer (re-exported by auth.ts). Apart from auth.ts so that the web shell, which
 * reads the current user on every route, does not carry the sign-in and recovery forms' texts and
 * schemas in the home route's first JavaScript.
 */
export const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;
export const title = z.enum(titles);

export const user = z.object({
  id: z.uuid(),
  title: z.nullable(title),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  telephone: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof user>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;
