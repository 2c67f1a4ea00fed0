import { Link } from 'react-router';
import { useSiteConfig } from '../../../shared/api/site';
import { CHAT_HOURS, PHONE_HOURS } from '../../../shared/integrations/chat/chat-provider';
import { useChat } from '../../../shared/stores/chat';
import { Button } from '../../../shared/ui/Button';
import { ContactForm } from './ContactForm';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function ContactPage() {
  const site = useSiteConfig();
  const tel = `tel:${site.phone.replace(/\s/g, '')}`;
  const cards = [
    {
      title: 'My Account',
      text: 'View your bookings, pay your balance and request changes online.',
      action: (
        <Link to="/account" className="font-semibold text-brand-700 underline">
          Go to My Account
        </Link>
      ),
    },
    {
      title: 'Live Chat',
      text: `Live chat hours: ${CHAT_HOURS.join(', ')}.`,
      action: (
        <Button variant="secondary" onClick={() => useChat.getState().openChat()}>
          Start live chat
        </Button>
      ),
    },
    {
      title: 'Call Us',
      text: `Phone hours: ${PHONE_HOURS.join(', ')}.`,
      action: (
        <a href={tel} className="font-semibold text-brand-700 underline">
          {site.phone}
        </a>
      ),
    },
    {
      title: 'Holiday Support',
      text: 'Already away and need help? Our support line is open 24/7.',
      action: (
        <a href={tel} className="font-semibold text-brand-700 underline">
          {site.phone}
        </a>
      ),
    },
    {
      title: 'Accessibility',
      text: 'Tell us about any assistance you need and we will arrange it with the airline and hotel.',
      action: (
        <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
          {site.email}
        </a>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Our UK team is here to help before, during and after your holiday."
      />
      <PageBody>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <li key={c.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-bold text-brand-800">{c.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{c.text}</p>
              <div className="mt-3 text-sm">{c.action}</div>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <ContactForm />
        </div>
        <p className="mt-8 text-sm text-slate-600">
          {site.companyName}, {site.address}.
        </p>
      </PageBody>
    </>
  );
}
