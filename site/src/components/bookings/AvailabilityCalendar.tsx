/**
 * The talent's free and busy days as a month calendar on the menu page (island). react-aria's
 * calendar hooks in Danish (`da-DK`): a grid a screen reader reads as a calendar, arrow keys move
 * between days, Page Up/Down between months. Busy days (cms/domain/booking/calendar.ts
 * `unavailableDays`) cannot be picked; picking a free day fills the booking form's Danish date
 * field (`#b-dato`, through lib/field-value.ts) and says so. The server still refuses a busy day typed into the form.
 */
import { createCalendar, getWeeksInMonth, parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import { I18nProvider, useButton, useCalendar, useCalendarCell, useCalendarGrid, useLocale, type AriaButtonProps } from 'react-aria';
import { useCalendarState, type CalendarState } from 'react-stately';
import { publicCopy } from '../../i18n/public';
import { setFieldValue, watchFieldValue } from '../../lib/field-value';

const t = publicCopy.menu.calendar;
const LOCALE = 'da-DK';

type Props = { from: string; until: string; unavailable: string[]; dateFieldId: string; formId: string };

function NavButton(props: AriaButtonProps & { className: string; children: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  // Our own label (react-aria's says only "Næste"/"Forrige"), the same as the visible text.
  const { buttonProps } = useButton({ ...props, 'aria-label': props.children }, ref);
  return (
    <button {...buttonProps} ref={ref} className={props.className}>
      {props.children}
    </button>
  );
}

function Cell({ state, date }: { state: CalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { cellProps, buttonProps, isSelected, isOutsideVisibleRange, isDisabled, isUnavailable, formattedDate } = useCalendarCell(
    { date },
    state,
    ref,
  );
  const kind = isUnavailable ? 'busy' : isDisabled ? 'off' : 'free';
  return (
    <td {...cellProps}>
      <span
        {...buttonProps}
        ref={ref}
        hidden={isOutsideVisibleRange}
        className={`cal-day cal-${kind}${isSelected ? ' cal-selected' : ''}`}
        data-date={date.toString()}
        data-state={kind}
      >
        {formattedDate}
      </span>
    </td>
  );
}

function Grid({ state }: { state: CalendarState }) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weekDays } = useCalendarGrid({ weekdayStyle: 'short' }, state);
  const weeks = getWeeksInMonth(state.visibleRange.start, locale);
  return (
    <table {...gridProps} className="cal-grid">
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index}>{day}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeks }, (_, week) => (
          <tr key={week}>
            {state.getDatesInWeek(week).map((date, index) => (date ? <Cell key={index} state={state} date={date} /> : <td key={index} />))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Calendar({ from, until, unavailable, dateFieldId, formId }: Props) {
  const busy = new Set(unavailable);
  const [picked, setPicked] = useState<CalendarDate | null>(null);
  const state = useCalendarState({
    locale: LOCALE,
    createCalendar,
    minValue: parseDate(from),
    maxValue: parseDate(until),
    value: picked,
    onChange: (date) => {
      setPicked(date);
      setFieldValue(dateFieldId, date.toString());
    },
    isDateUnavailable: (date) => busy.has(date.toString()),
  });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar({ 'aria-label': t.label }, state);

  // A date typed into the form shows in the calendar too.
  useEffect(
    () =>
      watchFieldValue(dateFieldId, (value) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
        const date = parseDate(value);
        setPicked(date);
        if (value >= from && value <= until) state.setFocusedDate(date);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dateFieldId],
  );

  const pickedText = picked
    ? new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        picked.toDate('UTC'),
      )
    : null;
  return (
    <div {...calendarProps} className="cal" data-availability-calendar>
      <div className="cal-header">
        <NavButton {...prevButtonProps} className="btn btn-ghost btn-small cal-nav">
          {t.previous}
        </NavButton>
        <h3 className="cal-title" aria-hidden="true">
          {title}
        </h3>
        <NavButton {...nextButtonProps} className="btn btn-ghost btn-small cal-nav">
          {t.next}
        </NavButton>
      </div>
      <Grid state={state} />
      <ul className="cal-legend" role="list">
        <li>
          <span className="cal-key cal-free" aria-hidden="true" /> {t.free}
        </li>
        <li>
          <span className="cal-key cal-busy" aria-hidden="true" /> {t.busy}
        </li>
      </ul>
      <p className="small" role="status" data-calendar-picked>
        {picked && pickedText && (
          <>
            {t.picked(pickedText)} <a href={`#${formId}`}>{t.toForm}</a>
          </>
        )}
      </p>
    </div>
  );
}

export default function AvailabilityCalendar(props: Props) {
  return (
    <I18nProvider locale={LOCALE}>
      <Calendar {...props} />
    </I18nProvider>
  );
}
