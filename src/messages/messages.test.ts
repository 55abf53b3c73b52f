import { describe, expect, it } from "vitest";
import deDE from "./de-DE.json";
import enDE from "./en-DE.json";
import enUS from "./en-US.json";

function keys(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("messages", () => {
  it.each([
    ["en-DE", enDE],
    ["en-US", enUS],
  ])("%s has exactly the keys of de-DE", (_locale, messages) => {
    expect(keys(messages).sort()).toEqual(keys(deDE).sort());
  });

  it("carries the deal status labels of deals.md section 4", () => {
    expect(deDE.dealStatus).toMatchObject({
      inReview: "Bestellung wird geprüft",
      inPreparation: "Abo wird vorbereitet",
      active: "Abo aktiv",
      ended: "Beendet",
    });
  });
});
