import type { Integrations } from '../shared/integrations/integrations';

/**
 * The web's composition point for third parties, as app.ts is the server's: the one place that
 * picks the adapter behind each interface and hands it in (Providers). A sandbox (src/sandboxes)
 * is wired in only here, and its code loads only when the site's configuration names it.
 */
export const integrations: Integrations = {
  loadChat: async (choice) =>
    choice === 'sandbox'
      ? (await import('../sandboxes/chat/sandbox-chat')).createSandboxChat()
      : null,
  loadReviews: async (choice) =>
    choice === 'sandbox'
      ? (await import('../sandboxes/reviews/sandbox-reviews')).createSandboxReviews()
      : null,
};
