import { X } from 'lucide-react';
import { Dialog } from '../../shared/ui/Dialog';
import { NavLink } from 'react-router';

/** The slide-in menu for narrow screens (loaded the first time it opens). */
export default function MobileMenu({
  items,
  phone,
  onClose,
}: {
  items: { to: string; label: string }[];
  phone: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      overlayClassName="fixed inset-0 z-[90] bg-slate-900/40 md:hidden"
      panelClassName="fixed inset-y-0 right-0 w-[85vw] max-w-xs bg-white shadow-2xl outline-none data-[entering]:animate-[slide-in_200ms_ease-out]"
      id="mobile-menu"
      aria-label="Menu"
      className="flex h-full flex-col outline-none"
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <span className="font-bold text-brand-800">Menu</span>
        <button
          type="button"
          onClick={() => onClose()}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <span className="sr-only">Close menu</span>
          <X className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={() => onClose()}
                className={({ isActive }) =>
                  `flex min-h-12 items-center rounded-lg px-4 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4 text-sm text-slate-700">
        <p className="font-semibold">Need help? We&apos;re here 24/7</p>
        <a
          className="mt-1 block font-semibold text-brand-700"
          href={`tel:${phone.replace(/\s/g, '')}`}
        >
          {phone}
        </a>
      </div>
    </Dialog>
  );
}
