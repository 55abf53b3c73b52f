/**
 * Layering of what floats over the page. A modal dialog (`dialog.tsx`, the phone
 * drawer) makes the rest of the page inert to the pointer, and a press outside it closes it. An
 * element marked `ABOVE_MODAL_ATTRIBUTE` (the consent banner) is exempt from both: it is drawn
 * above the dialogs and takes its own clicks, and a press in it is not an "outside" press, so
 * choosing in the consent banner neither closes the sign-in dialog nor is swallowed by its overlay.
 * Such an element, while it shows, publishes the height it occupies at the bottom of the viewport
 * in `MODAL_BOTTOM_INSET_VAR` on the root element; dialogs keep clear of it, so it never covers
 * their fields and buttons, on a phone either.
 */
export const ABOVE_MODAL_ATTRIBUTE = "data-above-modal";
export const MODAL_BOTTOM_INSET_VAR = "--modal-bottom-inset";
/** The inset as CSS, 0 when nothing is above the dialogs. */
export const modalBottomInset = `var(${MODAL_BOTTOM_INSET_VAR}, 0px)`;

/**
 * For Radix's `onPointerDownOutside` / `onInteractOutside` / `onFocusOutside`: a press or focus in
 * an element above the dialogs does not dismiss them.
 */
export function keepOpenForLayersAbove(event: { target: EventTarget | null; preventDefault: () => void }): void {
  const target = event.target;
  if (target instanceof Element && target.closest(`[${ABOVE_MODAL_ATTRIBUTE}]`)) event.preventDefault();
}
