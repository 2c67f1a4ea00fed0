/** The icon names home content uses (contracts: shield, tag, headset, award, star, wallet). */
const paths: Partial<Record<string, string[]>> = {
  shield: ['M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6l7-3z', 'M8.5 12l2.5 2.5 4.5-5'],
  tag: ['M3 12.5V4a1 1 0 011-1h8.5l8.5 8.5-9.5 9.5L3 12.5z', 'M8 7.5a.5.5 0 110 1 .5.5 0 010-1z'],
  headset: [
    'M4 14v-2a8 8 0 0116 0v2',
    'M4 14h3v5H5a1 1 0 01-1-1v-4zM20 14h-3v5h2a1 1 0 001-1v-4z',
    'M17 19c0 1.5-2 2-5 2',
  ],
  award: ['M12 3a6 6 0 110 12 6 6 0 010-12z', 'M8.5 14L7 21l5-3 5 3-1.5-7'],
  star: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z'],
  wallet: ['M3 7a2 2 0 012-2h13v4', 'M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2z', 'M16 14.5h1.5'],
};
const fallback = ['M12 3a9 9 0 110 18 9 9 0 010-18z', 'M8 12l3 3 5-6'];

/** A feature icon drawn inline (no icon font or library); unknown names get a tick. */
export function FeatureIcon({ name, className = 'h-6 w-6' }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {(paths[name] ?? fallback).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
