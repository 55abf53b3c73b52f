import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/money";

/**
 * deals.md §9 "Currency always EUR with German formatting": every amount the portal holds is in
 * euros, so an en-US page writes it as the German ones do ("1.000 €"), and the texts written
 * beside the amounts too. "$549" for 549 EUR misstated the price (review rounds 8, 10 and 11).
 */
const DOLLAR = /\$\s?[\d{]|\bUSD\b|\bdollars?\b/i;

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

describe("en-US amounts are euros, written the German way", () => {
  it.each([
    [549, "549 €"],
    [1234.5, "1.234,50 €"],
    [83.19, "83,19 €"],
  ])("%s is %s", (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown.replace(/ /g, "\u00a0"));
  });

  it("no en-US message names dollars", () => {
    const messages = JSON.parse(readFileSync("src/messages/en-US.json", "utf8")) as unknown;
    expect(messageTexts(messages).filter((text) => DOLLAR.test(text))).toEqual([]);
  });

  it("no en-US content text names dollars", () => {
    const directory = "fixtures/content";
    const offending = readdirSync(directory)
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) =>
        enUsTexts(JSON.parse(readFileSync(join(directory, name), "utf8")) as unknown)
          .filter((text) => DOLLAR.test(text))
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
