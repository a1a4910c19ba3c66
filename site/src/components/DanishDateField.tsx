/**
 * A date field and a time field that read the Danish way (dd.mm.åååå, 24-hour clock) whatever the
 * browser's language: a native <input type="date"> shows mm/dd/yyyy and "06:00 PM" in an English
 * browser. They post the same form field as a native input would (name=value, the date as
 * YYYY-MM-DD and the time as HH:MM), so the pages and their server-side parsing do not change.
 *
 * Without JavaScript (and until the island hydrates) the native input is rendered: the form still
 * works, only in the browser's own format. After hydration react-aria's segmented field takes over
 * with the da-DK locale, and a hidden input carries the value. It starts from what the native input
 * held (typed, restored by the browser or set by another island before hydration) and keeps its focus
 * (the layout focuses a field with an error at load). Other islands read, set and watch the value
 * through site/src/lib/field-value.ts (the menu page's calendar fills the booking form's date).
 *
 * Use in an .astro page with `client:idle`. The label, hint and Danish error are rendered here so
 * react-aria can link them to the field (aria-labelledby / aria-describedby).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { I18nProvider, useDateField, useDateSegment, useLocale, useTimeField } from 'react-aria';
import { useDateFieldState, useTimeFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { CalendarDate, createCalendar, parseDate, parseTime, toCalendarDateTime, type Time } from '@internationalized/date';
import { FIELD_VALUE_CHANGED, SET_FIELD_VALUE } from '../lib/field-value';

const LOCALE = 'da-DK';

interface CommonProps {
  /** The form field name posted (e.g. "dato", "tid", "start-1"). */
  name: string;
  /** The element id; the label and the messages derive theirs from it. */
  id: string;
  label: string;
  /** Current value: YYYY-MM-DD for a date, HH:MM for a time; empty for none. */
  value?: string | null;
  required?: boolean;
  /** A Danish error message from the server (the field is then aria-invalid). */
  error?: string;
  hint?: string;
  /** Hide the label visually (a screen reader still reads it). */
  labelHidden?: boolean;
  /** Class of the wrapping element; "field" by default. */
  className?: string;
  /** The native input's autocomplete (without JavaScript), e.g. "bday". */
  autoComplete?: string;
}

/** The native input had the focus when the island took over: the enhanced field's first part gets it. */
interface CarriedFocus {
  autoFocus?: boolean;
}

export interface DanishDateFieldProps extends CommonProps {
  /** Earliest date (YYYY-MM-DD), as the native input's min. */
  min?: string;
  max?: string;
}

export type DanishTimeFieldProps = CommonProps;

/** YYYY-MM-DD → CalendarDate, or null for an empty or impossible value (never throws). */
function toDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** HH:MM → Time, or null. */
function toTime(value: string | null | undefined): Time | null {
  if (!value || !/^\d{2}:\d{2}$/.test(value)) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

type LabelProps = ReturnType<typeof useDateField>['labelProps'];
type FieldProps = ReturnType<typeof useDateField>['fieldProps'];

const pad = (n: number) => String(n).padStart(2, '0');
const formatTimeValue = (time: Time | null) => (time ? `${pad(time.hour)}:${pad(time.minute)}` : '');

/**
 * null until the island has hydrated (the first render matches the server's: the native input),
 * then what that input held and whether it had the focus, for the enhanced field to take over.
 */
function useHandover(input: RefObject<HTMLInputElement | null>) {
  const [handover, setHandover] = useState<{ value: string | null; focused: boolean } | null>(null);
  useEffect(() => {
    const native = input.current;
    setHandover({ value: native ? native.value : null, focused: Boolean(native) && native === document.activeElement });
  }, [input]);
  return handover;
}

function ids(id: string, hint?: string, error?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { labelId: `${id}-label`, describedBy };
}

function Frame({
  id,
  label,
  hint,
  error,
  labelHidden,
  className,
  labelProps,
  enhanced,
  children,
}: CommonProps & { labelProps: LabelProps | { htmlFor: string; id: string }; enhanced: boolean; children: ReactNode }) {
  // data-danish-field: "native" until hydrated, then "ready" (tests wait for it before typing).
  return (
    <div className={className ?? 'field'} data-danish-field={enhanced ? 'ready' : 'native'}>
      <label {...labelProps} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <span {...segmentProps} ref={ref} className={`date-segment${segment.isPlaceholder ? ' placeholder' : ''}`} data-type={segment.type}>
      {segment.text}
    </span>
  );
}

function Segments({
  state,
  fieldProps,
  fieldRef,
  invalid,
  value,
}: {
  state: DateFieldState;
  fieldProps: FieldProps;
  fieldRef: RefObject<HTMLDivElement | null>;
  invalid: boolean;
  value: string;
}) {
  // data-value: the posted value, for lib/field-value.ts (the group carries the field's id).
  return (
    <div {...fieldProps} ref={fieldRef} className="date-input" data-invalid={invalid ? 'true' : undefined} data-value={value}>
      {state.segments.map((segment, i) => (
        <Segment key={i} segment={segment} state={state} />
      ))}
    </div>
  );
}

/** What react-aria's field and its state share: required, the server's error, checked by aria only (the server decides). */
function validity({ required, error }: CommonProps) {
  return { isRequired: required, isInvalid: Boolean(error) || undefined, validationBehavior: 'aria' as const };
}

/** What react-aria's field hook takes: the label, the id, the hint and error to read with it, the focus carried over. */
function fieldOptions(props: CommonProps & CarriedFocus) {
  const { label, id, hint, error, autoFocus } = props;
  return { ...validity(props), label, id, autoFocus, 'aria-describedby': ids(id, hint, error).describedBy };
}

/**
 * The segmented field and the hidden input that posts `value`; `setValue` takes a value set from
 * outside the island (lib/field-value.ts), and every change of `value` is announced there.
 */
function Enhanced({
  props,
  state,
  field,
  fieldRef,
  value,
  setValue,
}: {
  props: CommonProps;
  state: DateFieldState;
  field: ReturnType<typeof useDateField>;
  fieldRef: RefObject<HTMLDivElement | null>;
  value: string;
  setValue: (value: string) => void;
}) {
  useEffect(() => {
    const group = fieldRef.current;
    const onSet = (event: Event) => setValue(String((event as CustomEvent<unknown>).detail ?? ''));
    group?.addEventListener(SET_FIELD_VALUE, onSet);
    return () => group?.removeEventListener(SET_FIELD_VALUE, onSet);
  }, [fieldRef, setValue]);
  useEffect(() => {
    fieldRef.current?.dispatchEvent(new CustomEvent(FIELD_VALUE_CHANGED, { bubbles: true, detail: value }));
  }, [fieldRef, value]);
  return (
    <Frame {...props} labelProps={field.labelProps} enhanced>
      <Segments state={state} fieldProps={field.fieldProps} fieldRef={fieldRef} invalid={Boolean(props.error)} value={value} />
      <input type="hidden" name={props.name} value={value} />
    </Frame>
  );
}

function EnhancedDate(props: DanishDateFieldProps & CarriedFocus) {
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const state = useDateFieldState({
    ...validity(props),
    locale,
    createCalendar,
    defaultValue: toDate(props.value),
    minValue: toDate(props.min) ?? undefined,
    maxValue: toDate(props.max) ?? undefined,
    granularity: 'day',
    shouldForceLeadingZeros: true,
  });
  const field = useDateField(fieldOptions(props), state, ref);
  return (
    <Enhanced
      props={props}
      state={state}
      field={field}
      fieldRef={ref}
      value={state.value ? state.value.toString() : ''}
      setValue={(value) => state.setValue(toDate(value))}
    />
  );
}

function EnhancedTime(props: DanishTimeFieldProps & CarriedFocus) {
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const state = useTimeFieldState({
    ...validity(props),
    locale,
    defaultValue: toTime(props.value),
    hourCycle: 24,
    granularity: 'minute',
    shouldForceLeadingZeros: true,
  });
  const field = useTimeField(fieldOptions(props), state, ref);
  // A time field's state is a date field's on some day (its setValue takes a date and time); its value is `timeValue`.
  const setTime = (value: string) => {
    const time = toTime(value);
    state.setValue(time && toCalendarDateTime(new CalendarDate(2000, 1, 1), time));
  };
  return <Enhanced props={props} state={state} field={field} fieldRef={ref} value={formatTimeValue(state.timeValue)} setValue={setTime} />;
}

function Native(props: DanishDateFieldProps & { type: 'date' | 'time'; inputRef: RefObject<HTMLInputElement | null> }) {
  const { id, name, value, required, error, hint, type, autoComplete, inputRef } = props;
  const { describedBy } = ids(id, hint, error);
  return (
    <Frame {...props} labelProps={{ htmlFor: id, id: `${id}-label` }} enhanced={false}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        required={required}
        min={type === 'date' ? props.min : undefined}
        max={type === 'date' ? props.max : undefined}
        autoComplete={autoComplete}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
      />
    </Frame>
  );
}

/** The native input until the island hydrates, then `Enhanced` in Danish, started from what the input held. */
function danishIsland<P extends CommonProps>(type: 'date' | 'time', Enhanced: (props: P & CarriedFocus) => ReactNode) {
  return function DanishField(props: P) {
    const input = useRef<HTMLInputElement>(null);
    const handover = useHandover(input);
    if (!handover) return <Native {...props} type={type} inputRef={input} />;
    return (
      <I18nProvider locale={LOCALE}>
        <Enhanced {...props} value={handover.value ?? props.value} autoFocus={handover.focused} />
      </I18nProvider>
    );
  };
}

/** A date field read and typed as dd.mm.åååå; posts YYYY-MM-DD under `name`. */
export const DanishDateField = danishIsland<DanishDateFieldProps>('date', EnhancedDate);

/** A time field read and typed on the 24-hour clock; posts HH:MM under `name`. */
export const DanishTimeField = danishIsland<DanishTimeFieldProps>('time', EnhancedTime);

export default DanishDateField;
