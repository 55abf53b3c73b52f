import { isTextAreaText } from "@/lib/text";

/**
 * The chat form's text (account.md §5 "Chat form: entry required, … min and max length"), one home
 * for the form and the BFF. The spec names no numbers; the reading chosen: at least 2 characters
 * once trimmed (a single character is not a question customer service can answer) and at most
 * 2,000 (a long description of a problem fits; anything longer belongs in a file).
 */
export const CHAT_TEXT_MIN = 2;
export const CHAT_TEXT_MAX = 2000;

export type ChatTextProblem = "required" | "min" | "max" | "invalid";

/** Why `text` cannot be sent, or null when it can. */
export function chatTextProblem(text: string): ChatTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === "") return "required";
  if (!isTextAreaText(text)) return "invalid";
  if ([...trimmed].length < CHAT_TEXT_MIN) return "min";
  if ([...trimmed].length > CHAT_TEXT_MAX) return "max";
  return null;
}
