import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, icsDateTime, type CalendarEvent } from "./ics";

/** A small RFC 5545 reader: unfolds, splits name and value, unescapes TEXT. Enough to read our own files back. */
function parseIcs(ics: string): { name: string; value: string }[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  return unfolded
    .split("\r\n")
    .filter((line) => line.length > 0)
    .map((line) => {
      const colon = line.indexOf(":");
      const value = line.slice(colon + 1).replace(/\\(\\|;|,|n|N)/g, (_all, escaped: string) => (escaped.toLowerCase() === "n" ? "\n" : escaped));
      return { name: line.slice(0, colon), value };
    });
}

const EVENT: CalendarEvent = {
  uid: "return-deal-anna-plan@portal.example",
  sequence: 1_773_136_800,
  stamp: new Date("2026-03-10T09:00:00Z"),
  // Tuesday 7 April 2026, 10:00-11:00 in Berlin (summer time, UTC+2).
  start: new Date("2026-04-07T08:00:00Z"),
  end: new Date("2026-04-07T09:00:00Z"),
  summary: "Rückgabe: VW ID.3, Pro S; Abholung",
  location: "Eppendorfer Weg 57, 20259 Hamburg",
  description: "Abholung durch unseren Fahrer.\nBitte halte Schlüssel, Fahrzeugschein und Ladekabel bereit; danke!\\Anna",
  url: "http://localhost:3000/portal/de-DE/mycars/deal-anna-plan",
};

describe("ICS builder (RFC 5545)", () => {
  it.each([
    ["2026-04-07T08:00:00.000Z", "20260407T080000Z"],
    ["2026-12-31T23:59:59.999Z", "20261231T235959Z"],
  ])("writes %s as the UTC date-time %s", (iso, expected) => {
    expect(icsDateTime(new Date(iso))).toBe(expected);
  });

  it.each([
    ["a, b; c\\d", "a\\, b\\; c\\\\d"],
    ["line 1\nline 2\r\nline 3", "line 1\\nline 2\\nline 3"],
    ["plain", "plain"],
  ])("escapes %j as %j", (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  it("folds at 75 octets, never inside a multi-byte character", () => {
    const line = `SUMMARY:${"ü".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    for (const part of folded) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes one VEVENT in a VCALENDAR with CRLF line endings that reads back to the event", () => {
    const ics = buildIcs(EVENT);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);

    const properties = parseIcs(ics);
    const names = properties.map((property) => property.name);
    expect(names[0]).toBe("BEGIN");
    expect(properties.filter((property) => property.name === "BEGIN").map((property) => property.value)).toEqual(["VCALENDAR", "VEVENT"]);
    expect(properties.at(-1)).toEqual({ name: "END", value: "VCALENDAR" });
    const value = (name: string) => properties.find((property) => property.name === name)?.value;
    expect(value("VERSION")).toBe("2.0");
    expect(value("PRODID")).toBeTruthy();
    expect(value("UID")).toBe(EVENT.uid);
    expect(value("SEQUENCE")).toBe("1773136800");
    expect(value("DTSTAMP")).toBe("20260310T090000Z");
    expect(value("DTSTART")).toBe("20260407T080000Z");
    expect(value("DTEND")).toBe("20260407T090000Z");
    expect(value("SUMMARY")).toBe(EVENT.summary);
    expect(value("LOCATION")).toBe(EVENT.location);
    expect(value("DESCRIPTION")).toBe(EVENT.description);
    expect(value("URL")).toBe(EVENT.url);
  });
});
