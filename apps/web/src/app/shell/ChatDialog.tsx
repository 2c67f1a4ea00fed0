import { Heading } from 'react-aria-components';
import { Dialog, DialogCloseButton } from '../../shared/ui/Dialog';

export const CHAT_HOURS = ['Mon-Fri 10am-10pm', 'Sat 10am-8pm', 'Sun 10am-6pm'];

/** Live-chat hours and the other ways to reach us (loaded the first time it opens). */
export default function ChatDialog({
  phone,
  email,
  onClose,
}: {
  phone: string;
  email: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      overlayClassName="fixed inset-0 z-[100] flex items-end justify-center bg-slate-900/50 p-4 sm:items-center"
      panelClassName="w-full max-w-sm rounded-card bg-white p-6 shadow-2xl outline-none"
    >
      {({ close }) => (
        <>
          <Heading slot="title" className="text-lg font-bold text-brand-800">
            Live chat
          </Heading>
          <p className="mt-2 text-sm text-slate-700">Our holiday advisers are on live chat:</p>
          <ul className="mt-2 space-y-1 text-sm font-medium text-slate-800">
            {CHAT_HOURS.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            Outside those hours, or if you are already travelling, call us any time on{' '}
            <a
              className="font-semibold text-brand-700 underline"
              href={`tel:${phone.replace(/\s/g, '')}`}
            >
              {phone}
            </a>{' '}
            or e-mail{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
              {email}
            </a>
            .
          </p>
          <DialogCloseButton onClose={close} />
        </>
      )}
    </Dialog>
  );
}
