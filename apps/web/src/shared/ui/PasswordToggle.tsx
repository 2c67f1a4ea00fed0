export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      className="min-h-9 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      {shown ? 'Hide' : 'Show'}
      <span className="sr-only"> password</span>
    </button>
  );
}
