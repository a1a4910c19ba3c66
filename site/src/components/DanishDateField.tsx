/**
 * A date field and a time field that read the Danish way (dd.mm.åååå, 24-hour clock) whatever the
 * browser's language: a native <input type="date"> shows mm/dd/yyyy and "06:00 PM" in an English
 * browser. They post the same form field as a native input would (name=value, the date as
 * YYYY-MM-DD and the time as HH:MM), so the pages and their server-side parsing do not change.
 *
 * Without JavaScript (and until the island hydrates) the native input is rendered: the form still
 * works, only in the browser's own format. After hydration react-aria's segmented field takes over
 * with the da-DK locale, and a hidden input carries the value.
 *
 * Use in an .astro page with `client:idle`. The label, hint and Danish error are rendered here so
 * react-aria can link them to the field (aria-labelledby / aria-describedby).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { I18nProvider, useDateField, useDateSegment, useLocale, useTimeField } from 'react-aria';
import { useDateFieldState, useTimeFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import { createCalendar, parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';

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

/** True once the island has hydrated: the first render matches the server's (the native input). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
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
}: {
  state: DateFieldState;
  fieldProps: FieldProps;
  fieldRef: RefObject<HTMLDivElement | null>;
  invalid: boolean;
}) {
  return (
    <div {...fieldProps} ref={fieldRef} className="date-input" data-invalid={invalid ? 'true' : undefined}>
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

/** The segmented field and the hidden input that posts `value`. */
function Enhanced({
  props,
  state,
  field,
  fieldRef,
  value,
}: {
  props: CommonProps;
  state: DateFieldState;
  field: ReturnType<typeof useDateField>;
  fieldRef: RefObject<HTMLDivElement | null>;
  value: string;
}) {
  return (
    <Frame {...props} labelProps={field.labelProps} enhanced>
      <Segments state={state} fieldProps={field.fieldProps} fieldRef={fieldRef} invalid={Boolean(props.error)} />
      <input type="hidden" name={props.name} value={value} />
    </Frame>
  );
}

function EnhancedDate(props: DanishDateFieldProps) {
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
  const field = useDateField(
    { ...validity(props), label: props.label, id: props.id, 'aria-describedby': ids(props.id, props.hint, props.error).describedBy },
    state,
    ref,
  );
  return <Enhanced props={props} state={state} field={field} fieldRef={ref} value={state.value ? state.value.toString() : ''} />;
}

function EnhancedTime(props: DanishTimeFieldProps) {
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
  const field = useTimeField(
    { ...validity(props), label: props.label, id: props.id, 'aria-describedby': ids(props.id, props.hint, props.error).describedBy },
    state,
    ref,
  );
  // A time field's state has the date field's segments; only its value is a Time.
  return (
    <Enhanced
      props={props}
      state={state as unknown as DateFieldState}
      field={field}
      fieldRef={ref}
      value={formatTimeValue(state.value as Time | null)}
    />
  );
}

function Native(props: (DanishDateFieldProps & { type: 'date' }) | (DanishTimeFieldProps & { type: 'time' })) {
  const { id, name, value, required, error, hint, type } = props;
  const { describedBy } = ids(id, hint, error);
  return (
    <Frame {...props} labelProps={{ htmlFor: id, id: `${id}-label` }} enhanced={false}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        required={required}
        min={type === 'date' ? props.min : undefined}
        max={type === 'date' ? props.max : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
      />
    </Frame>
  );
}

/** A date field read and typed as dd.mm.åååå; posts YYYY-MM-DD under `name`. */
export function DanishDateField(props: DanishDateFieldProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <Native {...props} type="date" />;
  return (
    <I18nProvider locale={LOCALE}>
      <EnhancedDate {...props} />
    </I18nProvider>
  );
}

/** A time field read and typed on the 24-hour clock; posts HH:MM under `name`. */
export function DanishTimeField(props: DanishTimeFieldProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <Native {...props} type="time" />;
  return (
    <I18nProvider locale={LOCALE}>
      <EnhancedTime {...props} />
    </I18nProvider>
  );
}

export default DanishDateField;
