import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import type { ChatConversation, ChatSendReceipt } from "../types";
import type * as UploadWithProgress from "@/api/upload-with-progress";
import { ChatWidget } from "./chat-widget.client";

const callEndpoint = vi.fn();
vi.mock("@/api/client", () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));
const sendWithProgress = vi.fn();
vi.mock("@/api/upload-with-progress", async (importOriginal) => ({
  ...(await importOriginal<typeof UploadWithProgress>()),
  sendWithProgress: (...args: unknown[]) => sendWithProgress(...args),
}));

const CONVERSATION = "0c4a7e51-6d0e-4b8e-9d7c-1f2a3b4c5d6e";
const message = (id: string, author: "customer" | "agent", kind: "text" | "auto_reply", text: string) => ({
  id,
  conversation_id: CONVERSATION,
  author,
  kind,
  text,
  created_at: "2026-03-10T09:05:00.000Z",
  attachments: [],
});
const receipt: ChatSendReceipt = {
  conversation_id: CONVERSATION,
  message: message("m1", "customer", "text", "Hallo Kundenservice"),
  reply: message("m2", "agent", "auto_reply", ""),
};
const thread: ChatConversation = { id: CONVERSATION, created_at: "2026-03-10T09:05:00.000Z", messages: [receipt.message, receipt.reply!] };

let listAnswer: () => { status: number; data: unknown };
let sendAnswers: { status: number; data: unknown }[];
let sent = false;
beforeEach(() => {
  sent = false;
  listAnswer = () => ({
    status: 200,
    data: sent ? [{ id: CONVERSATION, created_at: thread.created_at, last_message_at: thread.created_at, last_message: null }] : [],
  });
  sendAnswers = [];
  callEndpoint.mockImplementation(async (name: string) => {
    if (name === "listChatConversations") return listAnswer();
    if (name === "getChatConversation") return { status: 200, data: thread };
    if (name === "postChatMessage") {
      const answer = sendAnswers.shift() ?? { status: 500, data: null };
      if (answer.status === 200) sent = true;
      return answer;
    }
    return { status: 404, data: null };
  });
});
afterEach(() => vi.clearAllMocks());

const sends = () => callEndpoint.mock.calls.filter(([name]) => name === "postChatMessage");

describe("ChatWidget (account.md §2 Chat, §8 Chat errors)", () => {
  it("shows the empty state, then a message not delivered, and sends it again with the same key on a tap", async () => {
    sendAnswers = [
      { status: 500, data: null },
      { status: 200, data: receipt },
    ];
    renderWithIntl(<ChatWidget audience="b2c" />);
    expect(await screen.findByText("Noch keine Unterhaltungen. Schreib uns deine erste Nachricht.")).toBeInTheDocument();

    fireEvent.change(screen.getByRole("textbox", { name: "Nachricht" }), { target: { value: "Hallo Kundenservice" } });
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    const retry = await screen.findByRole("button", { name: "Nicht zugestellt – zum erneuten Senden tippen" });
    fireEvent.click(retry);

    const log = screen.getByRole("log", { name: "Nachrichten" });
    await waitFor(() => expect(log).toHaveTextContent("Danke für deine Nachricht! Wir melden uns in der Regel innerhalb eines Werktags."));
    expect(screen.queryByRole("button", { name: "Nicht zugestellt – zum erneuten Senden tippen" })).not.toBeInTheDocument();
    expect(log).toHaveAttribute("aria-live", "polite");
    // Customer right, Kundenservice left, times in Berlin (09:05 UTC is 10:05 in winter).
    expect(log.querySelector('[data-author="customer"]')).toHaveTextContent("Du, 10.03.2026, 10:05");
    expect(log.querySelector('[data-author="agent"]')).toHaveTextContent("Kundenservice, 10.03.2026, 10:05");

    const [first, second] = sends();
    expect(first![1]).toMatchObject({ body: { text: "Hallo Kundenservice", attachment_ids: [] } });
    expect(second![1].idempotencyKey).toBe(first![1].idempotencyKey);
    expect(first![1].idempotencyKey).toEqual(expect.any(String));
    expect(first![1].body).not.toHaveProperty("conversation_id");
  });

  it("checks the text before sending (required, min length) and speaks Sie to business customers", async () => {
    renderWithIntl(<ChatWidget audience="b2b" />);
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Bitte geben Sie eine Nachricht ein.");
    fireEvent.change(screen.getByRole("textbox", { name: "Nachricht" }), { target: { value: "x" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Die Nachricht muss mindestens 2 Zeichen lang sein.");
    // Zero-width and bidi characters only are no message, as the BFF says too.
    fireEvent.change(screen.getByRole("textbox", { name: "Nachricht" }), { target: { value: "\u200b\u202e\ufeff" } });
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Bitte geben Sie eine Nachricht ein.");
    expect(sends()).toEqual([]);
  });

  it("refuses a file of the wrong type or size before uploading it", async () => {
    renderWithIntl(<ChatWidget audience="b2c" />);
    const input = screen.getByLabelText("Datei anhängen");
    fireEvent.change(input, { target: { files: [new File(["x"], "virus.exe", { type: "application/octet-stream" })] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Dieser Dateityp wird nicht unterstützt.");
    const large = new File(["x"], "gross.jpg", { type: "image/jpeg" });
    Object.defineProperty(large, "size", { value: 10_485_761 });
    fireEvent.change(input, { target: { files: [large] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Datei ist zu groß (höchstens 10 MB).");
  });

  it("keeps a file the BFF refused, with its reason, and sends nothing until it is removed (review round 21)", async () => {
    sendWithProgress.mockResolvedValue({ status: 422, data: { error: "file_refused", code: "file_invalid" } });
    sendAnswers = [{ status: 200, data: receipt }];
    renderWithIntl(<ChatWidget audience="b2c" />);
    fireEvent.change(screen.getByLabelText("Datei anhängen"), {
      target: { files: [new File(["%PDF-1.4"], "rechnung.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByText("Die Datei wurde aus Sicherheitsgründen abgelehnt.")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Nachricht" }), { target: { value: "Hallo Kundenservice" } });
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByText("Eine Datei wurde abgelehnt. Entferne sie, um die Nachricht zu senden.")).toBeInTheDocument();
    expect(sends()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: /rechnung\.pdf/ }));
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]![1]).toMatchObject({ body: { text: "Hallo Kundenservice", attachment_ids: [] } });
  });

  it("says when the conversations could not be loaded, and reads them again on retry", async () => {
    listAnswer = () => ({ status: 500, data: null });
    renderWithIntl(<ChatWidget audience="b2c" />, "en-US");
    expect(await screen.findByRole("alert")).toHaveTextContent("Conversations could not be loaded.");
    listAnswer = () => ({ status: 200, data: [] });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No conversations yet. Send us your first message.")).toBeInTheDocument();
  });

  it("keeps a message written offline, sends it while reconnecting, then says back online", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const held = new Promise<{ status: number; data: unknown }>((resolve) => (answer = resolve));
    renderWithIntl(<ChatWidget audience="b2c" />);
    expect(await screen.findByText(/Du bist offline\./)).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Nachricht" }), { target: { value: "Hallo Kundenservice" } });
    fireEvent.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByRole("button", { name: "Nicht zugestellt – zum erneuten Senden tippen" })).toBeInTheDocument();
    expect(sends()).toEqual([]);

    onLine.mockReturnValue(true);
    callEndpoint.mockImplementation(async (name: string) =>
      name === "postChatMessage"
        ? held.then((value) => ((sent = true), value))
        : name === "getChatConversation"
          ? { status: 200, data: thread }
          : listAnswer(),
    );
    fireEvent(window, new Event("online"));
    expect(await screen.findByText("Verbindung wird wiederhergestellt …")).toBeInTheDocument();
    answer({ status: 200, data: receipt });
    expect(await screen.findByText("Wieder online")).toBeInTheDocument();
    expect(sends()).toHaveLength(1);
    onLine.mockRestore();
  });

  it("shows the offline notice, and back online once the connection returns", async () => {
    renderWithIntl(<ChatWidget audience="b2c" />);
    fireEvent(window, new Event("offline"));
    expect(await screen.findByText(/Du bist offline\./)).toBeInTheDocument();
    fireEvent(window, new Event("online"));
    expect(await screen.findByText("Wieder online")).toBeInTheDocument();
  });
});
