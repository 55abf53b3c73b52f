import { describe, expect, it } from "vitest";
import { appointmentParts, formatAppointment, formatAppointmentDay } from "./appointment-value";

describe("appointment values (deals.md §5: Europe/Berlin, the preferred date as Berlin-time ISO)", () => {
  it.each([
    ["2026-12-01T10:00:00+01:00", { day: "2026-12-01", time: "10:00" }],
    ["2026-12-01T09:00:00.000Z", { day: "2026-12-01", time: "10:00" }],
    ["2026-07-01T22:30:00.000Z", { day: "2026-07-02", time: "00:30" }],
    ["2026-12-01", null],
    ["morgen", null],
    ["2026-13-45T10:00:00Z", null],
  ])("reads %s in Berlin as %j", (iso, parts) => {
    expect(appointmentParts(iso)).toEqual(parts);
  });

  it.each([
    ["de-DE", "Dienstag, 01.12.2026"],
    ["en-DE", "Tuesday, 01.12.2026"],
    ["en-US", "Tuesday, 01.12.2026"],
  ])("names the day in %s: %s", (locale, text) => {
    expect(formatAppointmentDay("2026-12-01", locale)).toBe(text);
  });

  it("puts day and time together for the overview", () => {
    expect(formatAppointment("2026-12-01T13:00:00+01:00", "de-DE")).toBe("Dienstag, 01.12.2026, 13:00");
    expect(formatAppointment("", "de-DE")).toBeNull();
  });
});
