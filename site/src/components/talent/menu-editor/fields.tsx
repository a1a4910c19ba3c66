/**
 * How a field is tied to its label and its error: one `useId` prefix for the whole editor (so the
 * ids stay unique when two islands share a page), `aria-invalid` and `aria-describedby` only while
 * the field has an error, the error text right under the field. The e2e and axe checks rely on it.
 */
import type { FieldErrors } from './types';

export type Fields = ReturnType<typeof fieldWiring>;

export function fieldWiring(ids: string, errors: FieldErrors) {
  const id = (name: string) => `${ids}-${name}`;
  return {
    id,
    /** Spread on the input: its id and its error state. */
    props: (name: string) => ({
      id: id(name),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
    }),
    /** The field's Danish error, or nothing. */
    error: (name: string) =>
      errors[name] ? (
        <span className="field-error" id={`${id(name)}-error`}>
          {errors[name]}
        </span>
      ) : null,
  };
}
