/**
 * The characters a text field can hold, one home for every rule and schema: a one-line field
 * (a name, an id, a query value) holds no C0 control character or DEL; a text area may also
 * hold tab and line breaks. Anything else is not something a person typed.
 */

/** C0 controls and DEL: nothing a one-line field can produce. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Control characters a text area cannot produce (tab and line breaks are text there). */
export const NOT_TEXT_AREA = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `value` is one line of typed text (no control character at all). */
export function isOneLineText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** Whether `value` could come from a text area (tab and line breaks allowed, other controls not). */
export function isTextAreaText(value: string): boolean {
  return !NOT_TEXT_AREA.test(value);
}
