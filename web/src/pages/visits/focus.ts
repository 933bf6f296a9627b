/**
 * A ref callback that moves the focus to an element when it appears: give it to the heading of what
 * replaces a form (a confirmation, a failure), or the keyboard focus is lost with the removed button.
 * One stable function, so React calls it once per mount rather than on every render.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
