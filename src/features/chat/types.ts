/** The embedded chat's wire types (account.md §2 Chat, §7 generateDecagonToken). */

/** account.md §7 `GET /api/generateDecagonToken`: "success, token (user_id, signature, epoch)". */
export interface ChatToken {
  user_id: string;
  /** HMAC-SHA256 of `${user_id}:${epoch}` under the chat secret, hex. */
  signature: string;
  /** Seconds since 1970 when the token was made. */
  epoch: number;
}

export interface ChatTokenAnswer {
  success: true;
  token: ChatToken;
}

export interface ChatAttachment {
  id: string;
  name: string;
  content_type: string;
  size_bytes: number;
  /** Where the customer opens the file (their own only). */
  url: string;
}

export const CHAT_AUTHORS = ["customer", "agent"] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/**
 * A message of a conversation. An agent's automatic acknowledgement is `kind: "auto_reply"` with an
 * empty `text`: the UI words it per locale and audience (services return codes, ARCHITECTURE.md 12).
 */
export interface ChatMessage {
  id: string;
  conversation_id: string;
  author: ChatAuthor;
  kind: "text" | "auto_reply";
  text: string;
  /** "Kundenservice" for the agent side; the UI words it. */
  created_at: string;
  attachments: ChatAttachment[];
}

export interface ChatConversationSummary {
  id: string;
  created_at: string;
  last_message_at: string;
  /** The newest message's text (an auto-reply's is empty), for the list. */
  last_message: { author: ChatAuthor; kind: "text" | "auto_reply"; text: string } | null;
}

export interface ChatConversation {
  id: string;
  created_at: string;
  messages: ChatMessage[];
}

/** What sending answers: the conversation (new on a first message) and the messages written. */
export interface ChatSendReceipt {
  conversation_id: string;
  message: ChatMessage;
  reply: ChatMessage | null;
}
