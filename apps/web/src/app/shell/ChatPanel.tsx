import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Heading } from 'react-aria-components';
import { useSiteConfig } from '../../shared/api/site';
import {
  CHAT_HOURS,
  type ChatMessage,
  type ChatProvider,
  type ChatSession,
} from '../../shared/integrations/chat/chat-provider';
import { useIntegrations } from '../../shared/integrations/integrations';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Spinner } from '../../shared/ui/Spinner';

/** The conversation outlives the panel: closing and reopening it shows the same messages. */
let conversation: { session: ChatSession; messages: ChatMessage[] } | null = null;
let listener: ((messages: ChatMessage[], typing: boolean) => void) | null = null;
let agentTyping = false;

function connect(provider: ChatProvider): ChatSession {
  const session = provider.connect({
    onMessage: (m) => {
      if (!conversation) return;
      conversation.messages = [...conversation.messages, m];
      listener?.(conversation.messages, agentTyping);
    },
    onTyping: (typing) => {
      agentTyping = typing;
      listener?.(conversation?.messages ?? [], typing);
    },
  });
  return session;
}

const timeOf = (d: Date) =>
  d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/**
 * The live-chat panel: support hours, the conversation and a message box. A dialog (focus moves
 * in, Escape closes, focus returns to what opened it). Loaded the first time it opens.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const site = useSiteConfig();
  const { loadChat } = useIntegrations();
  const [state, setState] = useState<'connecting' | 'open' | 'unavailable'>(
    conversation ? 'open' : 'connecting',
  );
  const [messages, setMessages] = useState<ChatMessage[]>(conversation?.messages ?? []);
  const [typing, setTyping] = useState(agentTyping);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Once connected, the customer can type straight away.
  useEffect(() => {
    if (state === 'open') inputRef.current?.focus();
  }, [state]);

  useEffect(() => {
    listener = (list, t) => {
      setMessages(list);
      setTyping(t);
    };
    let cancelled = false;
    if (!conversation) {
      void loadChat(site.liveChatProvider).then(
        (provider) => {
          if (cancelled) return;
          if (!provider) {
            setState('unavailable');
            return;
          }
          conversation = { session: null as unknown as ChatSession, messages: [] };
          conversation.session = connect(provider);
          setState('open');
        },
        () => !cancelled && setState('unavailable'),
      );
    }
    return () => {
      cancelled = true;
      listener = null;
    };
  }, [site.liveChatProvider, loadChat]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing]);

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!conversation || draft.trim() === '') return;
    conversation.session.send(draft);
    setDraft('');
  };

  const tel = `tel:${site.phone.replace(/\s/g, '')}`;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      overlayClassName="fixed inset-0 z-[100] flex items-end justify-center bg-slate-900/40 p-0 sm:items-end sm:justify-end sm:p-4"
      panelClassName="flex max-h-dvh w-full flex-col rounded-t-card bg-white shadow-2xl outline-none sm:max-h-[36rem] sm:max-w-sm sm:rounded-card"
      className="flex min-h-0 flex-1 flex-col outline-none"
    >
      {({ close }) => (
        <>
          <div className="flex items-start justify-between gap-3 rounded-t-card bg-brand-800 px-4 py-3 text-white">
            <div>
              <Heading slot="title" className="text-lg font-bold">
                Live chat
              </Heading>
              <p className="text-xs text-brand-100">
                Our advisers are on live chat {CHAT_HOURS.join(', ')}.
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close live chat"
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-2xl leading-none hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sun-300"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {state === 'connecting' && (
            <Spinner label="Connecting you to an adviser..." className="py-10" />
          )}
          {state === 'unavailable' && (
            <div className="p-4 text-sm text-slate-700">
              <p className="font-semibold text-slate-900">Live chat is not available right now.</p>
              <p className="mt-2">
                Call us on{' '}
                <a className="font-semibold text-brand-700 underline" href={tel}>
                  {site.phone}
                </a>{' '}
                or e-mail{' '}
                <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
                .
              </p>
            </div>
          )}
          {state === 'open' && (
            <>
              <div
                ref={logRef}
                role="log"
                aria-label="Conversation"
                aria-live="polite"
                className="min-h-48 flex-1 overflow-y-auto bg-slate-50 p-4"
              >
                <ol className="space-y-3">
                  {messages.map((m) => (
                    <li
                      key={m.id}
                      className={m.from === 'customer' ? 'flex justify-end' : 'flex justify-start'}
                    >
                      <div
                        className={
                          m.from === 'customer'
                            ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-sm text-white'
                            : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200'
                        }
                      >
                        <p className="text-xs font-semibold opacity-80">
                          {m.author} <span className="font-normal">· {timeOf(m.at)}</span>
                        </p>
                        <p className="mt-0.5">{m.text}</p>
                      </div>
                    </li>
                  ))}
                  {typing && (
                    <li className="text-xs italic text-slate-600">An adviser is typing...</li>
                  )}
                </ol>
              </div>
              <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
                <label htmlFor="chat-message" className="sr-only">
                  Your message
                </label>
                <input
                  ref={inputRef}
                  id="chat-message"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  autoComplete="off"
                  placeholder="Type your message..."
                  maxLength={1000}
                  className="min-h-11 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
                />
                <Button type="submit" disabled={draft.trim() === ''}>
                  Send
                </Button>
              </form>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
