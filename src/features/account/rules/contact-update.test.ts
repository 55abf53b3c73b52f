import { describe, expect, it } from "vitest";
import { dayjs } from "@/lib/clock";
import { contactUpdateIssues, type ContactUpdate } from "./contact-update";

const NOW = dayjs.tz("2026-11-25 10:00", "Europe/Berlin");

describe("contactUpdateIssues (account.md §7 PATCH /api/checkout/v2/contact, §5 registration rules)", () => {
  it.each<[ContactUpdate, "de-DE" | "en-US", string[]]>([
    // A registration's profile passes; what is not sent is not checked (no invoice address here).
    [{ firstname: "Nora", lastname: "Neu", phone: "+4915233322206", birthday: "14.03.1988", emailSubscription: true }, "de-DE", []],
    [{ emailSubscription: false }, "de-DE", []],
    [{ phone: "030 1234567" }, "de-DE", []],
    [{ firstname: "" }, "de-DE", ["firstname:required"]],
    [{ firstname: "R2-D2", lastname: "x".repeat(101) }, "de-DE", ["firstname:invalid", "lastname:max"]],
    [{ firstname: "José-María", lastname: "O’Neill" }, "de-DE", []],
    [{ phone: "12345" }, "de-DE", ["phone:phone_invalid"]],
    [{ phone: "3125550199" }, "de-DE", ["phone:phone_invalid"]],
    [{ phone: "3125550199" }, "en-US", []],
    [{ phone: "+4915233322206\u0000" }, "de-DE", ["phone:invalid"]],
    [{ birthday: "1988-03-14" }, "de-DE", ["birthday:date_invalid"]],
    [{ birthday: "31.02.1988" }, "de-DE", ["birthday:date_invalid"]],
    [{ birthday: "26.11.2006" }, "de-DE", ["birthday:min_age"]],
    [{ birthday: "25.11.2006" }, "de-DE", []],
  ])("%j on a %s page: %j", (sent, locale, expected) => {
    expect(contactUpdateIssues(sent, NOW, locale).map((issue) => `${issue.path}:${issue.code}`)).toEqual(expected);
  });

  it("names the minimum age of registration, 20", () => {
    expect(contactUpdateIssues({ birthday: "24.11.2010" }, NOW, "de-DE")).toEqual([{ path: "birthday", code: "min_age", values: { age: 20 } }]);
  });
});
