import { isTextAreaText, visibleText } from "@/lib/text";

/**
 * The chat form's text (account.md §5 "Chat form: entry required, … min and max length"), one home
 * for the form and the BFF. The spec names no numbers; the reading chosen: at least 2 characters
 * once trimmed (a single character is not a question customer service can answer) and at most
 * 2,000 (a long description of a problem fits; anything longer belongs in a file). Required and
 * the minimum count what a reader sees (`visibleText`): a text of zero-width or bidi characters
 * only is no text; the maximum counts what is stored, the trimmed text.
 */
export const CHAT_TEXT_MIN = 2;
export const CHAT_TEXT_MAX = 2000;

export type ChatTextProblem = "required" | "min" | "max" | "invalid";

/** Why `text` cannot be sent, or null when it can. */
export function chatTextProblem(text: string): ChatTextProblem | null {
  const visible = visibleText(text);
  if (visible === "") return "required";
  if (!isTextAreaText(text)) return "invalid";
  if ([...visible].length < CHAT_TEXT_MIN) return "min";
  if ([...text.trim()].length > CHAT_TEXT_MAX) return "max";
  return null;
}
