import type { ReactNode } from 'react';
import { useSiteConfig } from '../../../shared/api/site';

/** A standalone screen (no navbar or footer) for the site's status pages. */
export function StatusScreen({ title, children }: { title: string; children: ReactNode }) {
  const site = useSiteConfig();
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-800 to-brand-600 px-4 text-center text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-16 w-16">
        <circle cx="16" cy="13" r="7" fill="#f59e0b" />
        <path d="M2 23c5-3 9-3 14 0s9 3 14 0v7H2z" fill="#a6dbe9" />
      </svg>
      <div className="mt-4 text-lg font-bold">{site.brandName}</div>
      <h1 className="mt-6 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-xl text-brand-50">{children}</div>
      <p className="mt-8 text-sm text-brand-100">
        Travelling now and need help? Call us 24/7 on{' '}
        <a
          className="font-semibold text-white underline"
          href={`tel:${site.phone.replace(/\s/g, '')}`}
        >
          {site.phone}
        </a>
      </p>
    </main>
  );
}
