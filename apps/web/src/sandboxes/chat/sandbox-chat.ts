import type { ChatMessage, ChatProvider } from '../../shared/integrations/chat/chat-provider';

/**
 * The built-in sandbox live chat: a scripted agent that greets the customer and answers each
 * message after a short pause, so the whole conversation flow runs without a chat vendor. Never
 * chosen in production unless the server enables the sandbox widgets.
 */
export interface SandboxChatOptions {
  agentName?: string;
  /** Pause before the agent's greeting and each answer. */
  replyDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
  now?: () => Date;
}

const ANSWERS: { match: RegExp; text: string }[] = [
  {
    match: /deposit|pay|balance|instal/i,
    text: 'Deposits start from £49pp. You can pay the balance in instalments from My Account.',
  },
  {
    match: /bag|luggage|suitcase/i,
    text: 'Your cabin bag allowance is on the holiday page; you can add hold luggage on the extras step.',
  },
  {
    match: /book|reference|change|cancel/i,
    text: 'I can help with that. Please have your booking reference ready: two letters and six digits, as on your confirmation e-mail.',
  },
];

export function answerTo(text: string): string {
  return (
    ANSWERS.find((a) => a.match.test(text))?.text ??
    'Thanks for your message. A holiday adviser is looking into it and will reply here shortly.'
  );
}

export function createSandboxChat(options: SandboxChatOptions = {}): ChatProvider {
  const agent = options.agentName ?? 'Sam';
  const delay = options.replyDelayMs ?? 1200;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const now = options.now ?? (() => new Date());
  let seq = 0;
  const message = (from: ChatMessage['from'], text: string): ChatMessage => ({
    id: `sandbox-${String(++seq)}`,
    from,
    author: from === 'agent' ? agent : 'You',
    text,
    at: now(),
  });

  return {
    connect: ({ onMessage, onTyping }) => {
      const pending = new Set<unknown>();
      let closed = false;
      const agentSays = (text: string) => {
        onTyping(true);
        const id = setTimer(() => {
          pending.delete(id);
          if (closed) return;
          onTyping(false);
          onMessage(message('agent', text));
        }, delay);
        pending.add(id);
      };
      agentSays(`Hi, I'm ${agent} from the holiday team. How can I help you today?`);
      return {
        send: (text) => {
          const trimmed = text.trim();
          if (closed || trimmed === '') return;
          onMessage(message('customer', trimmed));
          agentSays(answerTo(trimmed));
        },
        close: () => {
          closed = true;
          for (const id of pending) clearTimer(id);
          pending.clear();
        },
      };
    },
  };
}
