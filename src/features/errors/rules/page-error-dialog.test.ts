import { describe, expect, it } from "vitest";
import { pageErrorDialog } from "./page-error-dialog";

describe("pageErrorDialog", () => {
  it.each([
    ["/de-DE", "data-load"],
    ["/de-DE/login", "data-load"],
    ["/de-DE/mycars", "data-load"],
    ["/de-DE/mycars/", "data-load"],
    ["/en-US/myaccount/invoices", "data-load"],
    ["/de-DE/mycars/no-deal/report-damage", "data-load"],
    ["/de-DE/mycars/no-deal/schedule-service", "data-load"],
    ["/de-DE/car/deal-bernd-minib2b/support/inspection/confirmation", "generic"],
    ["/de-DE/car", "data-load"],
    ["/de-DE/mycars/deal-anna-active", "generic"],
    ["/de-DE/b2b/details", "data-load"],
    ["/de-DE/b2b/job-auto/arbeitgeber", "data-load"], // the shop's business page (account.md §2 Site links)
    ["/de-DE/b2b/contacts", "data-load"],
    ["/de-DE/b2b/deal-fabian-shared/report-damage-page", "generic"],
    ["/en-US/b2b/deal-fabian-shared/schedule-service-page", "generic"],
    ["/de-DE/mycars/deal-anna-active/mileage", "generic"],
    ["/en-DE/mycars/deal-bernd-minib2b/return", "generic"],
    ["/de-DE/myaccount/deal-anna-active", "data-load"],
  ] as const)("%s → %s", (pathname, dialog) => {
    expect(pageErrorDialog(pathname)).toBe(dialog);
  });
});
