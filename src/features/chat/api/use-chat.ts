import { useBff } from "@/api/use-bff";

/** New messages of the open conversation are read every 5 s while the page is visible (SWR pauses polling in a hidden tab). */
export const CHAT_POLL_MS = 5_000;

/** GET chat/conversations: the customer's conversations (account.md §8 "conversations could not be loaded" is its error). */
export function useChatConversations() {
  return useBff("listChatConversations", {}, { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** GET chat/conversations/{id}, polled while open; null reads nothing (a new conversation). */
export function useChatConversation(conversationId: string | null) {
  return useBff("getChatConversation", conversationId ? { params: { conversationId } } : null, {
    refreshInterval: CHAT_POLL_MS,
    shouldRetryOnError: false,
  });
}
