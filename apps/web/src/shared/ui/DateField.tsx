import { parseDate, type CalendarDate } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { CalendarPanel, calendarNavButton } from './CalendarPanel';

export interface DateFieldProps {
  label: string;
  /** 'yyyy-mm-dd', or '' while no whole date is entered. */
  value: string;
  onChange: (value: string) => void;
  /** Focus left the field (not for its own calendar). */
  onBlur?: () => void;
  /** Earliest and latest dates the calendar offers, 'yyyy-mm-dd'. */
  min?: string;
  max?: string;
  error?: string | undefined;
  hint?: ReactNode;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

function toCalendarDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date typed or picked in British order (dd/mm/yyyy) whatever the browser's language: react-aria's
 * DatePicker in an en-GB locale, its segments typed by keyboard, a calendar button, the range
 * `min`–`max` and the value as 'yyyy-mm-dd' (docs/spec/3-accounts-bookings-content.md §5: the
 * picker shows dd/MM/yyyy, the value is sent as YYYY-MM-DD).
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  hint,
  isRequired,
  name,
  className = '',
}: DateFieldProps) {
  return (
    <I18nProvider locale="en-GB">
      <DatePicker<CalendarDate>
        className={`group ${className}`}
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        {...(onBlur ? { onBlur: () => onBlur() } : {})}
        minValue={toCalendarDate(min)}
        maxValue={toCalendarDate(max)}
        isInvalid={Boolean(error)}
        isRequired={isRequired ?? false}
        validationBehavior="aria"
        shouldForceLeadingZeros
        {...(name ? { name } : {})}
      >
        <Label className="mb-1 block text-sm font-medium text-slate-800">{label}</Label>
        <Group
          className={`flex min-h-11 w-full items-center rounded-lg border bg-white pl-3 pr-1 text-base text-slate-900 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${
            error ? 'border-coral-600' : 'border-slate-300'
          }`}
        >
          <DateInput className="flex flex-1 py-2">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-[placeholder]:text-slate-500 data-[type=literal]:px-0 data-[focused]:bg-brand-700 data-[focused]:text-white"
              />
            )}
          </DateInput>
          <Button className={calendarNavButton}>
            <CalendarDays aria-hidden="true" className="h-5 w-5" />
          </Button>
        </Group>
        {hint && (
          <Text slot="description" className="mt-1 block text-xs text-slate-600">
            {hint}
          </Text>
        )}
        {error && (
          <FieldError className="mt-1 block text-sm font-medium text-coral-600">{error}</FieldError>
        )}
        <Popover
          placement="bottom start"
          className="rounded-card bg-white p-3 shadow-xl ring-1 ring-slate-900/10 outline-none"
        >
          <Dialog className="outline-none">
            <Calendar className="w-72">
              <CalendarPanel />
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
