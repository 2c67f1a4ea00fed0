/**
 * The live-chat port: what the shell's chat panel needs from a chat provider. A real provider
 * (its SDK or socket) is an adapter implementing this; the built-in sandbox is another.
 */
export interface ChatMessage {
  id: string;
  from: 'customer' | 'agent';
  /** The agent's display name, for agent messages. */
  author: string;
  text: string;
  at: Date;
}

export interface ChatSession {
  /** Sends the customer's message; it is echoed back through onMessage once accepted. */
  send: (text: string) => void;
  /** Ends the conversation and stops any pending answer. */
  close: () => void;
}

export interface ChatProvider {
  connect: (handlers: {
    onMessage: (message: ChatMessage) => void;
    /** The agent is typing (true) or stopped (false). */
    onTyping: (typing: boolean) => void;
  }) => ChatSession;
}

/** Live-chat opening hours (London time). */
export const CHAT_HOURS = ['Mon-Fri 10am-10pm', 'Sat 10am-8pm', 'Sun 10am-6pm'];
/** Telephone opening hours (London time). */
export const PHONE_HOURS = ['Mon-Fri 10am-5pm', 'Sat 10am-5pm', 'Sun 10am-4pm'];
