/** Loyalty, referral and chat (account.md §2, §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { LoyaltyInfo, Redemption, ReferralLink, RewardGroup } from "@/features/loyalty/types";
import { REWARD_NAMES } from "@/features/loyalty/rules/rewards";
import type { ChatAttachment, ChatConversation, ChatConversationSummary, ChatSendReceipt, ChatTokenAnswer } from "@/features/chat/types";
import { chatAttachmentSchema, chatMessageSchema } from "@/features/chat/schemas/chat-message";
import type { FileDownload } from "../file-download";
import { CHAT_ATTACHMENT_MAX_BYTES, uploadBodyLimit } from "../upload-limits";
import { READ_POLICIES } from "../read-policies";
import { bff, none, str, BFF, type Endpoint } from "./define";

export const loyaltyEndpoints = {
  // Loyalty and referral, served by this app under its base path like the add-on
  // calls: the spec's portal-api and voucher-api paths with /portal in front.
  postLoyaltyInfo: bff<LoyaltyInfo | null>()({
    method: "POST",
    path: "/portal/api/getLoyaltyInfo",
    scope: "account",
    status: "implemented",
    body: yup.object({ contactId: str().strict().max(64).required() }),
    read: READ_POLICIES.loyalty,
    spec: "account.md §7",
  }),
  getLoyaltyBenefits: bff<RewardGroup[]>()({
    method: "GET",
    path: "/portal/api/getLoyaltyBenefits",
    scope: "account",
    status: "implemented",
    body: none,
    read: READ_POLICIES.loyalty,
    spec: "account.md §7",
  }),
  // Spends points: a creating POST, so one Idempotency-Key redeems once.
  postRedeemLoyaltyBenefit: bff<Redemption>()({
    method: "POST",
    path: "/portal/api/redeemLoyaltyBenefits",
    scope: "account",
    status: "implemented",
    body: yup.object({ reward_action_name: str().strict().oneOf(REWARD_NAMES).required() }),
    creates: true,
    spec: "account.md §4, §7",
  }),
  getReferralLink: bff<ReferralLink>()({
    method: "GET",
    path: "/portal/api/voucher/referral_link/{email}",
    scope: "account",
    status: "implemented",
    body: none,
    read: READ_POLICIES.referral,
    spec: "account.md §7",
  }),
  // Chat. The provider's token, served by this app under its base path like the
  // loyalty calls (the spec's portal-api path with /portal in front); signed-in customers only.
  getChatToken: bff<ChatTokenAnswer>()({
    method: "GET",
    path: "/portal/api/generateDecagonToken",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §7",
  }),
  // The embedded chat, the default provider (account.md §2 Chat, §5 Chat form, §8 Chat errors):
  // the customer's conversations, one conversation's messages, a file, and sending a message.
  listChatConversations: bff<ChatConversationSummary[]>()({
    method: "GET",
    path: `${BFF}/chat/conversations`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §2 Chat, §8",
  }),
  getChatConversation: bff<ChatConversation>()({
    method: "GET",
    path: `${BFF}/chat/conversations/{conversationId}`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §2 Chat",
  }),
  // Creates the conversation on its first message; one Idempotency-Key writes once (the retry of §8
  // "a message not delivered offers retry" sends the same key).
  postChatMessage: bff<ChatSendReceipt>()({
    method: "POST",
    path: `${BFF}/chat/messages`,
    scope: "account",
    status: "implemented",
    creates: true,
    body: chatMessageSchema,
    spec: "account.md §2 Chat, §5 Chat form",
  }),
  // A file for the next message (multipart, field `file`), checked like every upload (§5 "file too
  // large, unsupported file type, virus rejected": `CHAT_ATTACHMENT_POLICY`).
  postChatAttachment: bff<ChatAttachment>()({
    method: "POST",
    path: `${BFF}/chat/attachments`,
    scope: "account",
    status: "implemented",
    body: chatAttachmentSchema,
    upload: true,
    maxBodyBytes: uploadBodyLimit(CHAT_ATTACHMENT_MAX_BYTES),
    spec: "account.md §2 Chat, §5 Chat form",
  }),
  getChatAttachment: bff<FileDownload>()({
    method: "GET",
    path: `${BFF}/chat/attachments/{attachmentId}`,
    scope: "account",
    status: "implemented",
    body: none,
    download: true,
    spec: "account.md §2 Chat",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
