import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { buildPath, endpoints } from "@/api/endpoints";
import type { FileDownload } from "@/api/file-download";
import { autoReplyDue } from "@/features/chat/rules/auto-reply";
import type { ChatAttachment, ChatConversation, ChatConversationSummary, ChatMessage, ChatSendReceipt, ChatTokenAnswer } from "@/features/chat/types";
import type { Dayjs } from "@/lib/clock";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import { chatAttachment, chatConversation, chatMessage, type ChatAttachmentRow, type ChatMessageRow } from "../db/schema";
import { RefusedFileError, ValidationError } from "../domain-errors";
import type { FileStorage } from "../files/file-storage";
import { acceptUpload } from "../files/upload-acceptance";
import { CHAT_ATTACHMENT_POLICY, type FileKind, CONTENT_TYPE_OF_KIND, EXTENSION_OF_KIND } from "../files/upload-validation";
import type { UploadedFile } from "../files/uploaded-file";
import { enqueue } from "../outbox/outbox";
import { signChatToken } from "./chat-token";

/**
 * The portal's own chat, the embedded default of the chat provider (account.md §2 Chat,
 * §5 Chat form, §7): a customer's conversations with customer service, their messages and files.
 * Every query is scoped to the signed-in customer: another customer's conversation or file is
 * not found (null, the dispatcher's 404). Each customer message goes to the operations side through
 * the outbox (`chat-message`), in the transaction that stores it.
 */

/** A file name as shown back to its sender: its last path segment, printable, at most 200 characters. */
const MAX_FILE_NAME = 200;

/** account.md §7 `GET /api/generateDecagonToken`: the signed token of the customer's contact id. */
export function chatToken(customer: SessionCustomer, secret: string, nowMs: number): ChatTokenAnswer {
  return { success: true, token: signChatToken(secret, customer.contactId, nowMs) };
}

function toAttachment(row: ChatAttachmentRow): ChatAttachment {
  return {
    id: row.id,
    name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: buildPath(endpoints.getChatAttachment.path, { attachmentId: row.id }),
  };
}

function toMessage(row: ChatMessageRow, attachments: readonly ChatAttachmentRow[]): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    author: row.author,
    kind: row.kind,
    text: row.body,
    created_at: row.createdAt.toISOString(),
    attachments: attachments.filter((attachment) => attachment.messageId === row.id).map(toAttachment),
  };
}

/** GET chat/conversations: the customer's conversations, the most recent first, each with its newest message. */
export async function listConversations(db: Db, customerId: string): Promise<ChatConversationSummary[]> {
  const conversations = await db
    .select()
    .from(chatConversation)
    .where(eq(chatConversation.customerId, customerId))
    .orderBy(desc(chatConversation.lastMessageAt), desc(chatConversation.createdAt));
  if (conversations.length === 0) return [];
  // The newest message of each conversation only (DISTINCT ON), not every message of every conversation.
  const messages = await db
    .selectDistinctOn([chatMessage.conversationId])
    .from(chatMessage)
    .where(
      inArray(
        chatMessage.conversationId,
        conversations.map((conversation) => conversation.id),
      ),
    )
    .orderBy(chatMessage.conversationId, desc(chatMessage.position));
  return conversations.map((conversation) => {
    const newest = messages.find((message) => message.conversationId === conversation.id);
    return {
      id: conversation.id,
      created_at: conversation.createdAt.toISOString(),
      last_message_at: conversation.lastMessageAt.toISOString(),
      last_message: newest ? { author: newest.author, kind: newest.kind, text: newest.body } : null,
    };
  });
}

async function ownedConversation(db: Db, customerId: string, conversationId: string) {
  const [conversation] = await db
    .select()
    .from(chatConversation)
    .where(and(eq(chatConversation.id, conversationId), eq(chatConversation.customerId, customerId)))
    .limit(1);
  return conversation ?? null;
}

/** GET chat/conversations/{conversationId}: its messages in the order written; null for one not the customer's. */
export async function getConversation(db: Db, customerId: string, conversationId: string): Promise<ChatConversation | null> {
  const conversation = await ownedConversation(db, customerId, conversationId);
  if (!conversation) return null;
  const messages = await db.select().from(chatMessage).where(eq(chatMessage.conversationId, conversation.id)).orderBy(asc(chatMessage.position));
  const attachments =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(chatAttachment)
          .where(
            and(
              eq(chatAttachment.customerId, customerId),
              inArray(
                chatAttachment.messageId,
                messages.map((message) => message.id),
              ),
            ),
          )
          .orderBy(asc(chatAttachment.createdAt), asc(chatAttachment.id));
  return {
    id: conversation.id,
    created_at: conversation.createdAt.toISOString(),
    messages: messages.map((message) => toMessage(message, attachments)),
  };
}

/**
 * POST chat/attachments: one file (field `file`), checked by its first bytes before anything is
 * stored (`CHAT_ATTACHMENT_POLICY`: images and PDFs up to 10 MB, no active content) and stored
 * as `acceptUpload` rewrote it (images re-encoded, PDFs parsed and written anew); refused, it
 * is a 413, 415 or 422 with its reason and nothing is written. The customer's until a message names it.
 * Null (404) when it names a conversation not the customer's (checked after the file, so a bad file
 * is always refused for what it is).
 */
export async function uploadChatAttachment(
  db: Db,
  storage: FileStorage,
  customerId: string,
  conversationId: string | undefined,
  files: readonly UploadedFile[],
): Promise<ChatAttachment | null> {
  const file = files.find((candidate) => candidate.field === "file");
  if (!file || files.length !== 1) {
    throw new ValidationError([{ path: "file", code: "required", message: "Send exactly one file in the field `file`." }]);
  }
  const accepted = await acceptUpload(file, CHAT_ATTACHMENT_POLICY);
  if (!accepted.ok) throw new RefusedFileError(accepted.code, accepted.reason);
  if (conversationId !== undefined && !(await ownedConversation(db, customerId, conversationId))) return null;

  const id = randomUUID();
  const fileKey = `chat/${id}.${EXTENSION_OF_KIND[accepted.kind]}`;
  const contentType = CONTENT_TYPE_OF_KIND[accepted.kind];
  await storage.put(fileKey, accepted.bytes, { contentType });
  try {
    const [row] = await db
      .insert(chatAttachment)
      .values({ id, customerId, fileName: displayName(file.name, accepted.kind), fileKey, contentType, sizeBytes: accepted.bytes.byteLength })
      .returning();
    return toAttachment(row!);
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
}

/** The name the customer gave the file, without a path or control characters; a made-up one when nothing is left. */
function displayName(name: string, kind: FileKind): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base.replace(/[\u0000-\u001f\u007f]/g, "")].slice(0, MAX_FILE_NAME).join("").trim();
  return clean === "" ? `datei.${EXTENSION_OF_KIND[kind]}` : clean;
}

/** GET chat/attachments/{attachmentId}: the file, to the customer who uploaded it only (null otherwise). */
export async function chatAttachmentFile(db: Db, storage: FileStorage, customerId: string, attachmentId: string): Promise<FileDownload | null> {
  const [row] = await db
    .select()
    .from(chatAttachment)
    .where(and(eq(chatAttachment.id, attachmentId), eq(chatAttachment.customerId, customerId)))
    .limit(1);
  if (!row) return null;
  const bytes = await storage.get(row.fileKey);
  if (!bytes) return null;
  return { kind: "file", fileName: row.fileName, contentType: row.contentType, body: bytes };
}

export interface ChatMessageInput {
  conversation_id?: string | undefined;
  text: string;
  attachment_ids: string[];
}

/**
 * POST chat/messages (idempotent: the dispatcher runs one Idempotency-Key once): stores the
 * customer's message, in the named conversation or a new one; names the customer's unused files;
 * hands the message to the operations side (`chat-message`); and answers with the automatic
 * acknowledgement when one is due (`autoReplyDue`). Null (404) for a conversation not the
 * customer's; files not theirs or already sent are a 422, and nothing is written.
 */
export async function sendChatMessage(db: Db, customer: SessionCustomer, input: ChatMessageInput, now: Dayjs): Promise<ChatSendReceipt | null> {
  const at = now.toDate();
  return db.transaction(async (tx) => {
    let conversationId = input.conversation_id;
    let earlier: ChatMessageRow[] = [];
    if (conversationId === undefined) {
      conversationId = randomUUID();
      await tx.insert(chatConversation).values({ id: conversationId, customerId: customer.customerId, lastMessageAt: at, createdAt: at });
    } else {
      const conversation = await ownedConversation(tx, customer.customerId, conversationId);
      if (!conversation) return null;
      earlier = await tx.select().from(chatMessage).where(eq(chatMessage.conversationId, conversationId)).orderBy(asc(chatMessage.position));
      await tx.update(chatConversation).set({ lastMessageAt: at }).where(eq(chatConversation.id, conversationId));
    }

    const attachmentIds = [...new Set(input.attachment_ids)];
    const files =
      attachmentIds.length === 0
        ? []
        : await tx
            .select()
            .from(chatAttachment)
            .where(
              and(inArray(chatAttachment.id, attachmentIds), eq(chatAttachment.customerId, customer.customerId), isNull(chatAttachment.messageId)),
            )
            .for("update");
    if (files.length !== attachmentIds.length) {
      throw new ValidationError([{ path: "attachment_ids", code: "invalid", message: "Name files you uploaded and have not sent yet." }]);
    }

    const text = input.text.trim();
    const [message] = await tx
      .insert(chatMessage)
      .values({ id: randomUUID(), conversationId, author: "customer", kind: "text", body: text, createdAt: at })
      .returning();
    if (files.length > 0) await tx.update(chatAttachment).set({ messageId: message!.id }).where(inArray(chatAttachment.id, attachmentIds));
    const sent = files.map((file) => ({ ...file, messageId: message!.id }));

    await enqueue(
      tx,
      {
        topic: "chat-message",
        payload: {
          conversation_id: conversationId,
          message_id: message!.id,
          contact_id: customer.contactId,
          email: customer.email,
          audience: customer.audience,
          text,
          attachments: sent.map((file) => ({ id: file.id, name: file.fileName, content_type: file.contentType, size_bytes: file.sizeBytes })),
          created_at: at.toISOString(),
        },
      },
      at,
    );

    let reply: ChatMessage | null = null;
    if (autoReplyDue(earlier)) {
      const [row] = await tx
        .insert(chatMessage)
        .values({ id: randomUUID(), conversationId, author: "agent", kind: "auto_reply", body: "", createdAt: at })
        .returning();
      reply = toMessage(row!, []);
    }
    return { conversation_id: conversationId, message: toMessage(message!, sent), reply };
  });
}
