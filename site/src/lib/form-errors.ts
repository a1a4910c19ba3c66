/**
 * One rule for every form with errors, server-rendered or an island (WCAG 3.3.1): the
 * focus moves to the first field marked `aria-invalid="true"` — a screen reader then reads its
 * label and its error (tied by `aria-describedby`) — or, when the problem is not in a field, to the
 * first error alert. Browser-only and free of server imports: the layout calls it once a page has
 * loaded, the islands after a refused save.
 */
export function focusFirstError(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = field ?? root.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return null;
  if (!field && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return target;
}

/**
 * After a form post that worked, the page shows what happened (marked `data-outcome`, e.g. "Du har
 * accepteret bookingen"): the focus goes there, so it is read out and the keyboard continues from it.
 */
export function focusOutcome(root: ParentNode | null): HTMLElement | null {
  const outcome = root?.querySelector<HTMLElement>('[data-outcome]') ?? null;
  if (!outcome) return null;
  if (!outcome.hasAttribute('tabindex')) outcome.tabIndex = -1;
  outcome.focus();
  return outcome;
}
