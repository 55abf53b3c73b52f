import * as yup from "yup";
import { CHAT_ATTACHMENTS_PER_MESSAGE } from "../rules/chat-attachment";
import { CHAT_TEXT_MAX, CHAT_TEXT_MIN, chatTextProblem } from "../rules/chat-text";

/** An id the BFF made (a UUID): anything else names nothing. */
const CHAT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A file for the chat (multipart, the file in `file`): the conversation it is for, when it has one. */
export const chatAttachmentSchema = yup.object({
  conversation_id: yup.string().strict().matches(CHAT_ID, "${path} names no conversation"),
});

/**
 * What sending a chat message takes (account.md §2 Chat, §5 Chat form); the form and the BFF share
 * it. The text's rules are `chatTextProblem`'s, under the codes of the wire (`required`, `min`,
 * `max`, `invalid`). Without `conversation_id` the message starts a new conversation.
 */
export const chatMessageSchema = yup.object({
  conversation_id: yup.string().strict().matches(CHAT_ID, "${path} names no conversation"),
  text: yup
    .string()
    .strict()
    .defined()
    .test({ name: "required", message: "${path} is a required field", test: (value) => chatTextProblem(value ?? "") !== "required" })
    .test({ name: "invalid", message: "${path} holds control characters", test: (value) => chatTextProblem(value ?? "") !== "invalid" })
    .test({
      name: "min",
      message: "${path} must be at least ${min} characters",
      params: { min: CHAT_TEXT_MIN },
      test: (value) => chatTextProblem(value ?? "") !== "min",
    })
    .test({
      name: "max",
      message: "${path} must be at most ${max} characters",
      params: { max: CHAT_TEXT_MAX },
      test: (value) => chatTextProblem(value ?? "") !== "max",
    }),
  attachment_ids: yup
    .array(yup.string().strict().defined().matches(CHAT_ID, "${path} names no attachment"))
    .max(CHAT_ATTACHMENTS_PER_MESSAGE)
    .default([]),
});
