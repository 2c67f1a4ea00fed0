import { useState } from 'react';
import { Button } from '../../ui/controls';

/**
 * The ten recovery codes, shown this once: each signs in once in place of a code from the app
 * (a lost phone). Nobody can show them again; new ones replace them all.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className="mt-2 space-y-4">
      <h1 className="text-2xl font-bold text-brand-800">Save your recovery codes</h1>
      <p>
        If you lose your phone, each of these codes signs you in once in place of a code from the
        app. Keep them somewhere safe (a password manager): they will not be shown again.
      </p>
      <ol
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-4 font-mono"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <span>I have saved my recovery codes</span>
      </label>
      <Button className="w-full" disabled={!saved} onClick={onDone}>
        Continue to the back office
      </Button>
    </div>
  );
}
