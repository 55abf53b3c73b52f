import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";

/**
 * deals.md §9 "locales de-DE, en-DE, en-US (USD mapped to US)", account.md §9 "US region uses USD":
 * an en-US page formats its amounts in dollars, so the texts written beside them name dollars
 * too. A euro sign or "EUR" in an en-US text contradicted the amounts of the same page.
 */
const EURO = /€|\bEUR\b|\beuros?\b/i;

/** Every string under an "en-US" key of a content fixture, rich text included. */
function enUsTexts(node: unknown, inUs = false, found: string[] = []): string[] {
  if (typeof node === "string") {
    if (inUs) found.push(node);
  } else if (Array.isArray(node)) {
    for (const item of node) enUsTexts(item, inUs, found);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) enUsTexts(value, inUs || key === "en-US", found);
  }
  return found;
}

function messageTexts(node: unknown, found: string[] = []): string[] {
  if (typeof node === "string") found.push(node);
  else if (node && typeof node === "object") for (const value of Object.values(node)) messageTexts(value, found);
  return found;
}

describe("en-US texts name the currency its amounts are formatted in", () => {
  it("formats an en-US amount in dollars and a German one in euros", () => {
    expect(formatMoney(500, "en-US")).toContain("$");
    expect(formatMoney(500, "de-DE")).toContain("€");
  });

  it("no en-US message names euros", () => {
    const messages = JSON.parse(readFileSync("src/messages/en-US.json", "utf8")) as unknown;
    expect(messageTexts(messages).filter((text) => EURO.test(text))).toEqual([]);
  });

  it("no en-US content text names euros", () => {
    const directory = "fixtures/content";
    const offending = readdirSync(directory)
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) =>
        enUsTexts(JSON.parse(readFileSync(join(directory, name), "utf8")) as unknown)
          .filter((text) => EURO.test(text))
          .map((text) => `${name}: ${text.slice(0, 80)}`),
      );
    expect(offending).toEqual([]);
  });
});

/** The en-US forms speak American English as their "ZIP code" already did: no British "licence" or "postcode" beside it (review round 7). */
describe("en-US messages spell the American way", () => {
  it("says license and ZIP code, not licence and postcode", () => {
    const messages = JSON.parse(readFileSync("src/messages/en-US.json", "utf8")) as unknown;
    expect(messageTexts(messages).filter((text) => /\blicence\b|\bpostcode\b/i.test(text))).toEqual([]);
  });
});
