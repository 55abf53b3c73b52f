import { describe, expect, it } from "vitest";
import { autoReplyDue } from "./auto-reply";

const customer = { author: "customer", kind: "text" } as const;
const autoReply = { author: "agent", kind: "auto_reply" } as const;
const agent = { author: "agent", kind: "text" } as const;

describe("autoReplyDue", () => {
  it.each([
    ["the first message of a conversation", [], true],
    ["a second message while the acknowledgement stands unanswered", [customer, autoReply], false],
    ["a third one", [customer, autoReply, customer], false],
    ["the first message after customer service wrote", [customer, autoReply, agent], true],
    ["a message after customer service's answer and a customer message", [customer, autoReply, agent, customer], true],
  ])("%s → %s", (_what, earlier, due) => {
    expect(autoReplyDue(earlier)).toBe(due);
  });
});
