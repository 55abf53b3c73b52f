import { describe, expect, it } from "vitest";
import { endSentence, keepAmountsWithUnits, visibleText } from "./text";

describe("visibleText (issue 35 item 9: a text that only looks empty is empty)", () => {
  it.each([
    ["", ""],
    ["  \n\t ", ""],
    ["\u200b\u202e\ufeff", ""],
    ["\u200b \u200c\u200d\u2060 \u00a0\u3000", ""],
    ["\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f", ""],
    ["\u00ad\u034f\u115f\u1160\u3164\uffa0\u2800\ufe0f\u{e0101}\u{e0041}", ""],
    ["\u2028\u2029\u180e\u061c", ""],
    ["Hallo", "Hallo"],
    ["  Hallo Welt  ", "Hallo Welt"],
    ["\u200bHal\u200blo\ufeff", "Hallo"],
    ["\u202eolleH", "olleH"],
    ["Zeile eins\nZeile zwei", "Zeile eins\nZeile zwei"],
    ["🚗", "🚗"],
    // A ZWJ emoji sequence keeps its pictographs (only the joiner goes).
    ["👨\u200d👩\u200d👧", "👨👩👧"],
    ["é", "é"],
  ])("%j → %j", (value, visible) => {
    expect(visibleText(value)).toBe(visible);
  });
});

describe("keepAmountsWithUnits (an amount and its unit on one line)", () => {
  it.each([
    ["Eine Änderung kostet jetzt 99 €.", "Eine Änderung kostet jetzt 99\u00a0€."],
    ["83,19 € zzgl. MwSt.", "83,19\u00a0€ zzgl. MwSt."],
    ["10 % der Monatsrate, 1.500 km im Monat", "10\u00a0% der Monatsrate, 1.500\u00a0km im Monat"],
    ["in 11 Tagen", "in 11 Tagen"],
    ["2 kmh", "2 kmh"],
  ])("%s", (text, shown) => {
    expect(keepAmountsWithUnits(text)).toBe(shown);
  });
});

describe("endSentence (a message ending in an amount ends with one full stop)", () => {
  it.each([
    ["Deine neue Monatsrate: 779\u00a0€", "Deine neue Monatsrate: 779\u00a0€."],
    ["Ihre neue Monatsrate: 654,62\u00a0€ zzgl. MwSt.", "Ihre neue Monatsrate: 654,62\u00a0€ zzgl. MwSt."],
    ["Your new monthly rate: €654.62 plus VAT", "Your new monthly rate: €654.62 plus VAT."],
  ])("%s", (text, shown) => {
    expect(endSentence(text)).toBe(shown);
  });
});
