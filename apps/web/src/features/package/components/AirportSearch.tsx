import { useContext, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import {
  useAirportSearch,
  type AirportOption,
  type AirportSearchStatus,
} from '../hooks/use-airport-search';
import { isFocusOnly } from '../lib/focus-only';

/** docs/spec/1-shell-search-package.md §5 'Airport search': the list hides 200 ms after blur. */
export const HIDE_AFTER_BLUR_MS = 200;

export interface AirportValue {
  /** The chosen airport's code; '' while nothing is chosen. */
  code: string;
  /** What the input shows: the typed text, or 'Name (CODE)' once chosen. */
  label: string;
}

export interface AirportSearchProps {
  label: string;
  value: AirportValue;
  onChange: (value: AirportValue) => void;
  error?: string | undefined;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The list must stay open for 200 ms after blur, so the ComboBox must not close it at once: its
 * state (useComboBoxState, which ComboBox hands its props to) is told not to, and AirportInput
 * closes it when the 200 ms are up.
 */
const KEEP_OPEN_ON_BLUR = { shouldCloseOnBlur: false };

/**
 * The airport field of the transfer form: a combobox over GET /airports/search (3 characters
 * before it searches, 300 ms debounce, 'No airports found' for nothing) whose list opens on focus
 * while no airport is chosen and hides 200 ms after the input loses focus. Typing clears the
 * chosen code; choosing an option sets the airport's 3-letter code and shows 'Name (CODE)'.
 */
export function AirportSearch({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  ref,
}: AirportSearchProps) {
  const [open, setOpen] = useState(false);
  const chosen = value.code !== '';
  const { options, status } = useAirportSearch(value.label, chosen, open);

  const choose = (key: string | number | null) => {
    const option = options.find((o) => o.id === key);
    if (option && option.id !== value.code) onChange({ code: option.id, label: option.label });
  };

  return (
    <ComboBox
      {...KEEP_OPEN_ON_BLUR}
      id={id}
      className="relative"
      items={options}
      inputValue={value.label}
      onInputChange={(text) => onChange({ code: '', label: text })}
      value={value.code || null}
      onChange={choose}
      onOpenChange={setOpen}
      allowsCustomValue
      allowsEmptyCollection={!chosen}
      shouldFocusWrap
      isInvalid={Boolean(error)}
    >
      <Label className="mb-1 block text-sm font-medium text-slate-800">{label}</Label>
      <AirportInput ref={ref} chosen={chosen} invalid={Boolean(error)} />
      {hint && (
        <Text slot="description" elementType="p" className="mt-1 text-xs text-slate-600">
          {hint}
        </Text>
      )}
      {error && (
        <Text
          slot="errorMessage"
          elementType="p"
          className="mt-1 text-sm font-medium text-coral-600"
        >
          {error}
        </Text>
      )}
      {/* The list opens and closes with the ComboBox (isOpen): left to itself, a popover beside a
          text field closes whenever the page scrolls, e.g. when focusing the field scrolls it
          into view. It is placed in the page, so it scrolls with the field. */}
      <Popover
        isOpen={open}
        offset={4}
        className="z-20 max-h-72 w-(--trigger-width) overflow-y-auto rounded-lg bg-white text-sm shadow-lg ring-1 ring-slate-200 outline-none"
      >
        <div role="status" aria-live="polite">
          <StatusText status={status} />
        </div>
        <ListBox aria-label={`${label} results`} className="outline-none">
          {(option: AirportOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={({ isFocused }) =>
                `flex min-h-11 cursor-pointer items-center px-3 py-2 outline-none ${
                  isFocused ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                }`
              }
            >
              <span>
                {option.name} <span className="font-semibold text-brand-700">({option.id})</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * The input: opens the list when the customer focuses it while no airport is chosen (so they see
 * what to type; not when the form sends focus there after a failed save) and closes it 200 ms
 * after the focus leaves, unless the focus comes back first.
 */
function AirportInput({
  ref,
  chosen,
  invalid,
}: {
  ref?: Ref<HTMLInputElement> | undefined;
  chosen: boolean;
  invalid: boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  const latest = useRef(state);
  const blurTimer = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = state;
  });
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  return (
    <Input
      ref={ref}
      spellCheck={false}
      placeholder="Search by airport name or code"
      onFocus={(e) => {
        window.clearTimeout(blurTimer.current);
        if (!chosen && !isFocusOnly(e.currentTarget)) state?.open(null, 'manual');
      }}
      // Clicked while already focused (after a failed save put focus there): open it then.
      onClick={() => {
        if (!chosen && !state?.isOpen) state?.open(null, 'manual');
      }}
      onBlur={() => {
        window.clearTimeout(blurTimer.current);
        blurTimer.current = window.setTimeout(() => {
          if (latest.current?.isOpen) latest.current.close();
        }, HIDE_AFTER_BLUR_MS);
      }}
      className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
        invalid ? 'border-coral-600' : 'border-slate-300'
      }`}
    />
  );
}

function StatusText({ status }: { status: AirportSearchStatus }) {
  switch (status) {
    case 'too-short':
      return <p className="px-3 py-2 text-slate-600">Type at least 3 characters to search</p>;
    case 'searching':
      return <p className="px-3 py-2 text-slate-600">Searching airports…</p>;
    case 'failed':
      return (
        <p className="px-3 py-2 text-coral-600">
          We couldn&apos;t search airports just now. Please try again.
        </p>
      );
    case 'none-found':
      return (
        <div className="px-3 py-2">
          <p className="font-semibold text-slate-800">No airports found</p>
          <p className="text-slate-600">Try searching with a different term</p>
        </div>
      );
    default:
      return null;
  }
}
