/**
 * The value of a Danish date or time field (site/src/components/DanishDateField.tsx) read, set and
 * watched from outside its island — the menu page's calendar fills the booking form's date and
 * shows a typed one. The field is the browser's own <input> until its island hydrates and then
 * react-aria's group (the same id, the value in `data-value`); these helpers work with either.
 * Browser-only and free of React, so an island that uses them does not load the field's code.
 */

/** Dispatched on the field's group to set its value (YYYY-MM-DD or HH:MM; '' empties it). */
export const SET_FIELD_VALUE = 'danish-field:set';
/** Dispatched (bubbling) by the field's group whenever its value changes: typed, set, or at hydration. */
export const FIELD_VALUE_CHANGED = 'danish-field:change';

/** The field's value as the form would post it ('' for none or no field). */
export function fieldValue(id: string): string {
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement) return element.value;
  return element?.dataset.value ?? '';
}

/** Sets the field's value as if typed: the browser's input and its listeners, or the island's state. */
export function setFieldValue(id: string, value: string): void {
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement) {
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  } else element?.dispatchEvent(new CustomEvent(SET_FIELD_VALUE, { detail: value }));
}

/** Calls `listener` with the field's value now and whenever it changes; returns the function that stops it. */
export function watchFieldValue(id: string, listener: (value: string) => void): () => void {
  // On the document: the island replaces the browser's input with its group at hydration.
  const onChange = (event: Event) => {
    if ((event.target as Element | null)?.id === id) listener(fieldValue(id));
  };
  document.addEventListener('change', onChange);
  document.addEventListener(FIELD_VALUE_CHANGED, onChange);
  listener(fieldValue(id));
  return () => {
    document.removeEventListener('change', onChange);
    document.removeEventListener(FIELD_VALUE_CHANGED, onChange);
  };
}
