import { describe, expect, it } from "vitest";
import { chatMessageSchema } from "../schemas/chat-message";
import { CHAT_TEXT_MAX, CHAT_TEXT_MIN, chatTextProblem } from "./chat-text";
import { chatFileProblem } from "./chat-attachment";

describe("chatTextProblem (account.md §5 Chat form: entry required, min and max length)", () => {
  it.each([
    ["", "required"],
    ["   \n\t ", "required"],
    ["a", "min"],
    [" a ", "min"],
    ["ok", null],
    ["  Hallo  ", null],
    ["Zeile eins\nZeile zwei\tmit Tab", null],
    ["x".repeat(CHAT_TEXT_MAX), null],
    [`  ${"x".repeat(CHAT_TEXT_MAX)}  `, null],
    ["x".repeat(CHAT_TEXT_MAX + 1), "max"],
    ["Hallo\u0000", "invalid"],
    ["Hallo\u001b[31m", "invalid"],
    ["Hallo\u007f", "invalid"],
    ["🚗🚗", null],
    // What a reader sees counts, not zero-width and bidi characters.
    ["\u200b\u202e\ufeff", "required"],
    ["\u200b \u2060\u00a0\u3000", "required"],
    ["\u200ba\u200b", "min"],
    ["\u202eok", null],
    ["a\u200bb", null],
  ])("%j → %s", (text, problem) => {
    expect(chatTextProblem(text)).toBe(problem);
  });

  it("names the spec's numbers", () => {
    expect([CHAT_TEXT_MIN, CHAT_TEXT_MAX]).toEqual([2, 2000]);
  });
});

describe("chatMessageSchema (shared by the form and the BFF)", () => {
  it.each([
    [{ text: "Hallo" }, true],
    [{ text: "a" }, false],
    [{ text: "" }, false],
    [{ text: "\u200b\u202e\ufeff" }, false],
    [{ text: 12 }, false],
    [{ text: "Hallo", conversation_id: "not-an-id" }, false],
    [{ text: "Hallo", conversation_id: "0b5e6f0e-3c53-4c1e-9a43-2f7d0c6b7a11" }, true],
    [{ text: "Hallo", attachment_ids: ["0b5e6f0e-3c53-4c1e-9a43-2f7d0c6b7a11"] }, true],
    [{ text: "Hallo", attachment_ids: Array(4).fill("0b5e6f0e-3c53-4c1e-9a43-2f7d0c6b7a11") }, false],
    [{ text: "x".repeat(CHAT_TEXT_MAX + 1) }, false],
  ])("%j valid: %s", (input, valid) => {
    expect(chatMessageSchema.isValidSync(input)).toBe(valid);
  });
});

describe("chatFileProblem (account.md §5: file too large, unsupported file type)", () => {
  it.each([
    [{ name: "foto.jpg", size: 1000 }, null],
    [{ name: "Rechnung.PDF", size: 1000 }, null],
    [{ name: "scan.heic", size: 1000 }, null],
    [{ name: "foto.jpg", size: 10_485_760 }, null],
    [{ name: "foto.jpg", size: 10_485_761 }, "file_too_large"],
    [{ name: "virus.exe", size: 1000 }, "file_type_not_accepted"],
    [{ name: "bild.svg", size: 1000 }, "file_type_not_accepted"],
    [{ name: "ohne-endung", size: 1000 }, "file_type_not_accepted"],
    [{ name: "leer.png", size: 0 }, "file_empty"],
  ])("%j → %s", (file, problem) => {
    expect(chatFileProblem(file)).toBe(problem);
  });
});
