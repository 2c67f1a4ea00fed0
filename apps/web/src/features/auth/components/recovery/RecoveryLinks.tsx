import { Link } from 'react-router';

export interface RecoveryLink {
  /** The words before the link ('Remembered it?'), if any. */
  lead?: string;
  to: string;
  label: string;
}

/** The ways on below a recovery form (docs/spec/3-accounts-bookings-content.md §2 lists each page's). */
export function RecoveryLinks({ links }: { links: RecoveryLink[] }) {
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
