import type { ReactNode } from 'react';

/** The heading band at the top of a page. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/** The column below a PageHeader: wide for grids, narrow for reading. */
export function PageBody({
  children,
  narrow = false,
  className = '',
}: {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`mx-auto px-4 py-10 sm:px-6 ${narrow ? 'max-w-3xl' : 'max-w-7xl'} ${className}`}
    >
      {children}
    </div>
  );
}
