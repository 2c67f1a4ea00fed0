import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../shared/api/site';
import { Logo } from '../../../shared/ui/Logo';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Login stands alone (the shell's navbar and footer are hidden there); Register sits in the shell. */
  standalone?: boolean;
  /** The ways on, listed below the card's content. */
  links?: AuthLink[];
}

export interface AuthLink {
  /** The words before the link ('Remembered it?'), if any. */
  lead?: string;
  to: string;
  label: string;
}

/** The ways on below a recovery form (docs/spec/3-accounts-bookings-content.md §2 lists each page's). */
function AuthLinks({ links }: { links: AuthLink[] }) {
  return (
    <ul className="mt-6 space-y-2 border-t border-slate-200 pt-5 text-sm text-slate-700">
      {links.map((link) => (
        <li key={link.to}>
          {link.lead && `${link.lead} `}
          <Link
            to={link.to}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AuthLayout({
  title,
  subtitle,
  children,
  standalone = false,
  links,
}: AuthLayoutProps) {
  const site = useSiteConfig();
  const card = (
    <div className="w-full max-w-md rounded-card bg-white p-6 shadow-xl ring-1 ring-slate-900/5 sm:p-8">
      <h1 className="text-2xl font-bold text-brand-800">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      <div className="mt-6">{children}</div>
      {links && <AuthLinks links={links} />}
    </div>
  );
  if (!standalone) {
    return (
      <div className="flex justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:py-14">
        {card}
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-4 py-8 sm:py-14">
      <div className="mb-6">
        <Logo tone="light" />
      </div>
      <main id="main" className="flex w-full justify-center">
        {card}
      </main>
      <p className="mt-6 max-w-md text-center text-xs text-white">
        ATOL protected · {site.atolNumber} · Deposits from £49pp
      </p>
    </div>
  );
}
