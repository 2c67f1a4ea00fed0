import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Alert } from '../../../../shared/ui/Alert';
import { BANNERS, TOGGLE, type HolidayState, type ToggleChoice } from '../../lib/holiday-state';

/** The holiday banner (docs/spec/3-accounts-bookings-content.md §4): one message per state. */
export function HolidayBanner({ state }: { state: HolidayState }) {
  const banner = BANNERS[state];
  return <Alert tone={banner.tone}>{banner.text}</Alert>;
}

/** Which state a toggle choice shows: the first of its states that is available. */
export function choiceOf(state: HolidayState | null): ToggleChoice | null {
  if (!state) return null;
  return (
    (Object.keys(TOGGLE) as ToggleChoice[]).find((c) => TOGGLE[c].states.includes(state)) ?? null
  );
}

/** Upcoming / Current Holiday / Past Holiday; shown only when more than one is available. */
export function HolidayToggle({
  choices,
  selected,
  onChange,
}: {
  choices: ToggleChoice[];
  selected: ToggleChoice | null;
  onChange: (choice: ToggleChoice) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <ToggleButtonGroup
      aria-label="Show holiday"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selected ? [selected] : []}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (key) onChange(key as ToggleChoice);
      }}
      className="inline-flex rounded-full bg-slate-100 p-1"
    >
      {choices.map((c) => (
        <ToggleButton
          key={c}
          id={c}
          className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm"
        >
          {TOGGLE[c].label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
