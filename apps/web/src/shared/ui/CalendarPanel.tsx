import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';

export const calendarNavButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[disabled]:opacity-40';

/**
 * The inside of a react-aria Calendar: the month with its previous and next buttons and the day
 * grid (dates outside the allowed range shown greyed and not choosable). Put it in a <Calendar>
 * under an en-GB I18nProvider so weeks and the heading read the British way.
 */
export function CalendarPanel() {
  return (
    <>
      <header className="mb-2 flex items-center justify-between">
        <Button slot="previous" className={calendarNavButton}>
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <Heading className="text-sm font-semibold text-brand-800" />
        <Button slot="next" className={calendarNavButton}>
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </header>
      <CalendarGrid className="w-full border-collapse text-center text-sm">
        {(date) => (
          <CalendarCell
            date={date}
            className="m-0.5 flex h-9 w-9 items-center justify-center rounded-md text-slate-800 outline-none hover:bg-brand-50 data-[outside-month]:hidden data-[today]:font-bold data-[today]:text-brand-700 data-[disabled]:text-slate-300 data-[unavailable]:text-slate-300 data-[selected]:bg-brand-700 data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
          />
        )}
      </CalendarGrid>
    </>
  );
}
