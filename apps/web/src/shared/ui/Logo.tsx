import { Link } from 'react-router';
import { useSiteConfig } from '../api/site';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const site = useSiteConfig();
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-2 text-lg font-extrabold tracking-tight ${tone === 'dark' ? 'text-brand-800' : 'text-white'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="16" cy="13" r="7" fill="#f59e0b" />
        <path d="M2 23c5-3 9-3 14 0s9 3 14 0v7H2z" fill={tone === 'dark' ? '#0b4f6c' : '#a6dbe9'} />
      </svg>
      {site.brandName}
    </Link>
  );
}
