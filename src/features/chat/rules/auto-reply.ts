import type { ChatAuthor } from "../types";

/**
 * When the embedded chat answers a customer's message with its automatic acknowledgement ("Danke
 * für deine Nachricht! Wir melden uns in der Regel innerhalb eines Werktags."): once per run of
 * customer messages that nobody has answered yet, as support desks do. The first message of a
 * conversation gets it, and the first one after customer service wrote; a second message while
 * the acknowledgement still stands unanswered does not get another.
 */
export function autoReplyDue(earlierMessages: readonly { author: ChatAuthor; kind: "text" | "auto_reply" }[]): boolean {
  for (let index = earlierMessages.length - 1; index >= 0; index -= 1) {
    const message = earlierMessages[index]!;
    if (message.author === "agent") return message.kind !== "auto_reply";
  }
  return true;
}
