import { parseDate } from '@internationalized/date';
import type { RefObject } from 'react';
import { Calendar, Dialog, I18nProvider, Popover } from 'react-aria-components';
import { CalendarPanel } from '../CalendarPanel';

/**
 * The departure date's calendar, loaded the first time it is opened (it stays off the home page's
 * first load): an en-GB month grid from `min`, the chosen date focused; picking a day closes it.
 */
export function DepartureCalendar({
  triggerRef,
  value,
  min,
  onPick,
  onClose,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  value: string;
  min: string;
  onPick: (isoDate: string) => void;
  onClose: () => void;
}) {
  const minValue = parseDate(min);
  const current = value ? parseDate(value) : null;
  return (
    <I18nProvider locale="en-GB">
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        placement="bottom start"
        className="rounded-card bg-white p-3 shadow-xl ring-1 ring-slate-900/10 outline-none"
      >
        <Dialog aria-label="Choose a departure date" className="outline-none">
          <Calendar
            className="w-72"
            autoFocus
            minValue={minValue}
            value={current && current.compare(minValue) >= 0 ? current : null}
            defaultFocusedValue={current && current.compare(minValue) >= 0 ? current : minValue}
            onChange={(date) => onPick(date.toString())}
          >
            <CalendarPanel />
          </Calendar>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
