/**
 * A calendar file (RFC 5545) of one appointment, attached to a booking's confirmation mail:
 * one VEVENT in a VCALENDAR, times in UTC (no VTIMEZONE block needed; every calendar shows
 * them in the reader's zone), CRLF line endings, lines folded at 75 octets, text values escaped.
 */

export interface CalendarEvent {
  /** Stable per appointment (e.g. the deal's return): a changed booking replaces the earlier event on import. */
  uid: string;
  /** Grows with every change of the same appointment (calendars keep the highest). */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string | undefined;
  url?: string | undefined;
}

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";
const PRODUCT_ID = "-//Kundenportal//Buchungsbestaetigung//DE";
const MAX_LINE_OCTETS = 75;

/** "20260407T080000Z": a UTC date-time (RFC 5545 §3.3.5, form 2). */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** TEXT values (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** §3.1: a line longer than 75 octets goes on in continuation lines starting with a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // The first line holds 75 octets; each continuation line 74 besides its leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
