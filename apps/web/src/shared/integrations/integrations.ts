import type { SiteConfig } from '@sunward/contracts/site';
import { createContext, use } from 'react';
import type { ChatProvider } from './chat/chat-provider';
import type { ReviewsProvider } from './reviews/review-widget';

/** What the site's configuration names for a widget (chat or reviews): the built-in sandbox, or none. */
export type ProviderChoice = SiteConfig['liveChatProvider'];

/**
 * The adapters behind the web's third-party interfaces, chosen by the app (app/integrations.ts):
 * each loads the chosen provider's code on first use, or answers null when the site names none.
 */
export interface Integrations {
  loadChat: (choice: ProviderChoice) => Promise<ChatProvider | null>;
  loadReviews: (choice: ProviderChoice) => Promise<ReviewsProvider | null>;
}

const noProviders: Integrations = {
  loadChat: () => Promise.resolve(null),
  loadReviews: () => Promise.resolve(null),
};

/** Until the app hands its adapters in, no provider answers (the shell offers phone and e-mail). */
export const IntegrationsContext = createContext<Integrations>(noProviders);

export const useIntegrations = () => use(IntegrationsContext);
