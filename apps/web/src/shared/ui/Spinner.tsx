export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center gap-3 py-10 text-slate-600 ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-9 w-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
