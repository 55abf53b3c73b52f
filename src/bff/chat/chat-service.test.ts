import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConversation, ChatConversationSummary, ChatSendReceipt } from "@/features/chat/types";
import { CHAT_TEXT_MAX } from "@/features/chat/rules/chat-text";
import { chatAttachment, chatConversation, chatMessage, outboxMessage } from "../db/schema";
import { jpegWithSize } from "../files/bad-upload-corpus";
import { openSeededTestEnv, signIn, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { verifyChatToken } from "./chat-token";
import { resolveChatTokenSecret } from "./chat-token-secret";

/** The embedded chat through the dispatcher (account.md §2 Chat, §5 Chat form, §7). */
let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let anna: string;
let paul: string;
let bernd: string;
beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  anna = await signIn(env.auth, "anna.aktiv@demo.portal");
  paul = await signIn(env.auth, "paul.plan@demo.portal");
  bernd = await signIn(env.auth, "bernd.business@demo.portal");
});
afterAll(() => env.close());

async function call<T = Record<string, unknown>>(
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { ...(cookie ? { cookie } : {}), origin: TEST_ORIGIN, ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const response = await dispatch(new Request(`${TEST_ORIGIN}${path.startsWith("/portal") ? path : `/portal/api/bff${path}`}`, init));
  const text = await response.text();
  return { status: response.status, json: parseJson(text) as T, text };
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const send = (cookie: string | null, body: Record<string, unknown>, key?: string) =>
  call<ChatSendReceipt>(cookie, "POST", "/chat/messages", body, key ? { "idempotency-key": key } : {});

function fileForm(name: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return form;
}

const count = async (table: typeof chatMessage | typeof chatConversation | typeof chatAttachment | typeof outboxMessage) =>
  (await env.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const counts = async () => ({
  conversations: await count(chatConversation),
  messages: await count(chatMessage),
  attachments: await count(chatAttachment),
  outbox: await count(outboxMessage),
});

describe("GET /portal/api/generateDecagonToken (account.md §7)", () => {
  it("answers a signed-in customer a token of their contact id, signed with the chat secret", async () => {
    const answer = await call<{ success: boolean; token: { user_id: string; signature: string; epoch: number } }>(
      anna,
      "GET",
      "/portal/api/generateDecagonToken",
    );
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
    expect(answer.json.token.user_id).toBe("5100000101");
    expect(Math.abs(answer.json.token.epoch - Date.now() / 1000)).toBeLessThan(60);
    expect(verifyChatToken(await resolveChatTokenSecret(), answer.json.token, Date.now())).toEqual({ ok: true });
  });

  it("uses CHAT_TOKEN_SECRET when it is set", async () => {
    expect(await resolveChatTokenSecret({ CHAT_TOKEN_SECRET: "from-the-provider" })).toBe("from-the-provider");
  });

  it("answers 401 without a session", async () => {
    const answer = await call(null, "GET", "/portal/api/generateDecagonToken");
    expect(answer).toMatchObject({ status: 401, json: { error: "unauthorized" } });
  });
});

describe("sending and reading (account.md §2 Chat)", () => {
  let conversationId = "";

  it("starts a conversation with the first message: stored, handed to the outbox, answered automatically", async () => {
    const before = await counts();
    const answer = await send(anna, { text: "  Hallo, wann kommt meine Rechnung?  " }, "chat-first");
    expect(answer.status).toBe(200);
    const receipt = answer.json;
    conversationId = receipt.conversation_id;
    expect(receipt.message).toMatchObject({ author: "customer", kind: "text", text: "Hallo, wann kommt meine Rechnung?", attachments: [] });
    expect(receipt.reply).toMatchObject({ author: "agent", kind: "auto_reply", conversation_id: conversationId });
    expect(await counts()).toEqual({ ...before, conversations: before.conversations + 1, messages: before.messages + 2, outbox: before.outbox + 1 });

    const [outbox] = await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "chat-message"));
    expect(outbox!.payload).toMatchObject({
      conversation_id: conversationId,
      message_id: receipt.message.id,
      contact_id: "5100000101",
      text: "Hallo, wann kommt meine Rechnung?",
      attachments: [],
    });
  });

  it("a repeat with the same Idempotency-Key writes once and answers the same", async () => {
    const before = await counts();
    const again = await send(anna, { text: "  Hallo, wann kommt meine Rechnung?  " }, "chat-first");
    expect(again.status).toBe(200);
    expect(again.json.message.id).toBeDefined();
    expect(await counts()).toEqual(before);
    const conversation = await call<ChatConversation>(anna, "GET", `/chat/conversations/${conversationId}`);
    expect(conversation.json.messages).toHaveLength(2);
  });

  it("sends a file with the next message; no second acknowledgement while the first stands unanswered", async () => {
    const uploaded = await call<{ id: string; name: string; url: string }>(
      anna,
      "POST",
      "/chat/attachments",
      fileForm("Foto vom Schaden.jpg", jpegWithSize(800, 600)),
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.json).toMatchObject({ name: "Foto vom Schaden.jpg", content_type: "image/jpeg" });

    const answer = await send(anna, { conversation_id: conversationId, text: "Hier das Foto.", attachment_ids: [uploaded.json.id] }, "chat-file");
    expect(answer.status).toBe(200);
    expect(answer.json.reply).toBeNull();
    expect(answer.json.message.attachments).toEqual([expect.objectContaining({ id: uploaded.json.id, name: "Foto vom Schaden.jpg" })]);

    const file = await dispatch(new Request(`${TEST_ORIGIN}${uploaded.json.url}`, { headers: { cookie: anna, origin: TEST_ORIGIN } }));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    // Another customer's file is not found; a file already sent cannot be named again.
    expect((await call(paul, "GET", new URL(uploaded.json.url, TEST_ORIGIN).pathname)).status).toBe(404);
    const reuse = await send(anna, { conversation_id: conversationId, text: "Nochmal", attachment_ids: [uploaded.json.id] });
    expect(reuse).toMatchObject({ status: 422, json: { issues: [expect.objectContaining({ path: "attachment_ids" })] } });
  });

  it("lists the customer's conversations and reads the messages in order, customer and Kundenservice", async () => {
    const list = await call<ChatConversationSummary[]>(anna, "GET", "/chat/conversations");
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      expect.objectContaining({ id: conversationId, last_message: { author: "customer", kind: "text", text: "Hier das Foto." } }),
    ]);
    const conversation = await call<ChatConversation>(anna, "GET", `/chat/conversations/${conversationId}`);
    expect(conversation.json.messages.map((message) => [message.author, message.kind, message.attachments.length])).toEqual([
      ["customer", "text", 0],
      ["agent", "auto_reply", 0],
      ["customer", "text", 1],
    ]);
  });

  it("answers another customer's conversation with a bare 404, reading or writing, and writes nothing", async () => {
    const before = await counts();
    expect(await call(paul, "GET", `/chat/conversations/${conversationId}`)).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect(await send(paul, { conversation_id: conversationId, text: "Darf ich mitlesen?" }, "paul-key")).toMatchObject({
      status: 404,
      json: { error: "not_found" },
    });
    const form = fileForm("bild.jpg", jpegWithSize(10, 10));
    form.set("conversation_id", conversationId);
    expect(await call(paul, "POST", "/chat/attachments", form)).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect((await call<unknown[]>(paul, "GET", "/chat/conversations")).json).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it("answers 401 without a session, for every chat call", async () => {
    expect((await call(null, "GET", "/chat/conversations")).status).toBe(401);
    expect((await call(null, "GET", `/chat/conversations/${conversationId}`)).status).toBe(401);
    expect((await send(null, { text: "Hallo" })).status).toBe(401);
    expect((await call(null, "POST", "/chat/attachments", fileForm("a.jpg", jpegWithSize(10, 10)))).status).toBe(401);
  });
});

describe("refusals write nothing (account.md §5 Chat form)", () => {
  it.each([
    ["too long", { text: "x".repeat(CHAT_TEXT_MAX + 1) }, "max"],
    ["too short", { text: " a " }, "min"],
    ["empty", { text: "   " }, "required"],
    ["control characters", { text: "Hallo\u0007" }, "invalid"],
  ])("a text %s is a 422 (%s)", async (_what, body, code) => {
    const before = await counts();
    const answer = await send(anna, body, `refused-${code}`);
    expect(answer).toMatchObject({ status: 422, json: { error: "invalid_request", issues: [expect.objectContaining({ path: "text", code })] } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["a file over 10 MB", "gross.jpg", jpegWithSize(4000, 3000, 10_485_761), 413, "file_too_large"],
    ["an unsupported type", "notiz.txt", new TextEncoder().encode("just text"), 415, "file_type_not_accepted"],
    ["a script renamed .jpg", "bild.jpg", new TextEncoder().encode("<script>alert(1)</script>"), 415, "file_type_not_accepted"],
    [
      "a PDF with JavaScript (refused as unsafe, §5 virus rejected)",
      "rechnung.pdf",
      new TextEncoder().encode("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n"),
      422,
      "file_active_content",
    ],
  ])("%s is refused with its reason and nothing is written", async (_what, name, bytes, status, code) => {
    const before = await counts();
    const answer = await call(anna, "POST", "/chat/attachments", fileForm(name, bytes));
    expect(answer).toMatchObject({ status, json: { error: "file_refused", code } });
    expect(await counts()).toEqual(before);
  });

  it("a file of another customer cannot be named in a message", async () => {
    const uploaded = await call<{ id: string }>(bernd, "POST", "/chat/attachments", fileForm("scan.png", jpegWithSize(10, 10)));
    // A JPEG named .png is refused: the name must match the bytes.
    expect(uploaded.status).toBe(415);
    const good = await call<{ id: string }>(bernd, "POST", "/chat/attachments", fileForm("scan.jpg", jpegWithSize(10, 10)));
    expect(good.status).toBe(200);
    const before = await counts();
    const answer = await send(anna, { text: "Mit fremder Datei", attachment_ids: [good.json.id] }, "foreign-file");
    expect(answer.status).toBe(422);
    expect(await counts()).toEqual(before);
  });
});
