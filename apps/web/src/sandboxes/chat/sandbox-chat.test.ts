import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../shared/integrations/chat/chat-provider';
import { createSandboxChat } from './sandbox-chat';

afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox live chat', () => {
  it('greets, echoes the customer and answers after a pause; nothing after close', () => {
    vi.useFakeTimers();
    const messages: ChatMessage[] = [];
    const typing: boolean[] = [];
    const session = createSandboxChat({ replyDelayMs: 1000 }).connect({
      onMessage: (m) => messages.push(m),
      onTyping: (t) => typing.push(t),
    });
    expect(typing).toEqual([true]);
    vi.advanceTimersByTime(1000);
    expect(messages.map((m) => m.from)).toEqual(['agent']);
    expect(messages[0]?.text).toMatch(/How can I help you today\?/);

    session.send('  How much is the deposit?  ');
    expect(messages.at(-1)).toMatchObject({ from: 'customer', text: 'How much is the deposit?' });
    vi.advanceTimersByTime(1000);
    expect(messages.at(-1)).toMatchObject({ from: 'agent' });
    expect(messages.at(-1)?.text).toMatch(/£49pp/);

    session.send('   ');
    expect(messages).toHaveLength(3);
    session.send('Hello?');
    session.close();
    vi.advanceTimersByTime(5000);
    expect(messages.at(-1)).toMatchObject({ from: 'customer', text: 'Hello?' });
  });
});
