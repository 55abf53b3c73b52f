import { describe, expect, it } from "vitest";
import { maskGermanDate } from "@/lib/date-mask";
import { endpoints } from "@/api/endpoints";
import { isAllowedFormEndpoint, isAllowedFormPath } from "./endpoint-allow-list";
import { isConditionMet, parseFieldCondition } from "./field-condition";
import { fillUrlTemplate, UnsupportedUrlParameterError } from "./url-template";

describe("fillUrlTemplate (account.md §5: only customer_id, subscription_id and lead_id)", () => {
  const values = { customer_id: "customer-anna", subscription_id: "deal-anna-active", lead_id: "lead 7" };
  it.each([
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "/portal/api/bff/deals/deal-anna-active/mileage-report"],
    ["/portal/api/bff/customers/{customer_id}", "/portal/api/bff/customers/customer-anna"],
    ["https://forms.example.com/leads/{lead_id}", "https://forms.example.com/leads/lead%207"],
    ["/portal/api/bff/profile", "/portal/api/bff/profile"],
  ])("%s → %s", (template, url) => {
    expect(fillUrlTemplate(template, values)).toBe(url);
  });

  it.each(["/portal/api/bff/deals/{deal_id}", "/portal/api/bff/{id}", "/x/{}"])("%s raises 'Unsupported parameter in URL'", (template) => {
    expect(() => fillUrlTemplate(template, values)).toThrow(UnsupportedUrlParameterError);
    expect(() => fillUrlTemplate(template, values)).toThrow("Unsupported parameter in URL");
  });

  it("needs a value for each placeholder", () => {
    expect(() => fillUrlTemplate("/portal/api/bff/leads/{lead_id}", {})).toThrow("Missing value for lead_id in URL");
  });
});

describe("isAllowedFormEndpoint (issue 3: the portal's own BFF paths and configured hosts)", () => {
  const hosts = ["forms.example.com", "crm.example.org"];
  it.each([
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "POST", true],
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "PUT", false], // the catalogue has POST only
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "DELETE", false],
    ["/portal/api/bff/deals/{subscription_id}/deposit-refund-details", "POST", true],
    ["/portal/api/bff/deals/{subscription_id}/nothing", "POST", false],
    ["/portal/api/bff/deals/{deal_id}/mileage-report", "POST", false],
    ["/portal/api/bff/deals/{id}/mileage-report", "POST", false],
    ["/portal/api/bff/nowhere", "POST", false],
    ["/portal/api/addons", "POST", false], // the BFF's, but not under its prefix
    ["/portal/api/bff/deals/../auth/sign-out", "POST", false],
    ["/portal/api/auth/sign-out", "POST", false],
    ["https://forms.example.com/submit", "POST", true],
    ["https://crm.example.org/leads/{lead_id}", "POST", true],
    ["https://evil.example.net/submit", "POST", false],
    ["http://forms.example.com/submit", "POST", false],
    ["//forms.example.com/submit", "POST", false],
    ["javascript:alert(1)", "POST", false],
  ] as const)("%s %s → %s", (template, method, allowed) => {
    expect(isAllowedFormEndpoint(template, method, hosts)).toBe(allowed);
  });

  it.each([
    ["/portal/api/bff/deals/deal-1/mileage-report", "POST", true],
    ["/portal/api/bff/deals/deal-1/../x", "POST", false],
    ["/portal/api/bff/deals/deal-1/mileage-report?x=1", "POST", false],
  ] as const)("the filled-in path %s %s → %s", (path, method, allowed) => {
    expect(isAllowedFormPath(path, method)).toBe(allowed);
  });

  it("reads the generated route table: every catalogue path under /portal/api/bff/ is the BFF's, so the prefix stands for the host", () => {
    const underPrefix = Object.entries(endpoints).filter(([, endpoint]) => endpoint.path.startsWith("/portal/api/bff/"));
    expect(underPrefix.length).toBeGreaterThan(50);
    expect(underPrefix.filter(([, endpoint]) => endpoint.host !== "bff").map(([name]) => name)).toEqual([]);
  });
});

describe("field conditions (account.md §4: fields and steps hidden by conditions on other fields)", () => {
  it.each([
    [{ field: "sameAddress", equals: false }, { sameAddress: false }, true],
    [{ field: "sameAddress", equals: false }, { sameAddress: true }, false],
    [{ field: "type", notEquals: "b2b" }, { type: "b2c" }, true],
    [{ field: "type", notEquals: "b2b" }, { type: "b2b" }, false],
    [{ field: "iban", filled: true }, { iban: "DE89" }, true],
    [{ field: "iban", filled: true }, { iban: "" }, false],
    [{ field: "iban", filled: false }, {}, true],
    [null, {}, true],
  ])("%j with %j → %s", (raw, values, shown) => {
    expect(isConditionMet(parseFieldCondition(raw), values)).toBe(shown);
  });

  it.each([[{ equals: 1 }], [{ field: "x" }], [{ field: "x", equals: 1, filled: true }], [{ field: "x", equals: {} }], ["x"]])(
    "refuses %j",
    (raw) => {
      expect(() => parseFieldCondition(raw)).toThrow();
    },
  );
});

describe("maskGermanDate (account.md §5: mask 00.00.0000)", () => {
  it.each([
    ["1", "1"],
    ["10", "10"],
    ["103", "10.3"],
    ["1003", "10.03"],
    ["10032", "10.03.2"],
    ["10032026", "10.03.2026"],
    ["100320261", "10.03.2026"],
    ["10.03.2026", "10.03.2026"],
    ["1a0-03x2026", "10.03.2026"],
    ["", ""],
    // Typed dots: a short day or month is ended by its dot.
    ["8.3.2026", "08.03.2026"],
    ["8.", "08"],
    ["08.3.", "08.03"],
    ["1.12.1990", "01.12.1990"],
    ["01.1", "01.1"],
    // What the mask gave is kept as it is typed on, and loses its last digit as it is deleted.
    ["08.03.2", "08.03.2"],
    ["08.03.202", "08.03.202"],
    ["08.0", "08.0"],
  ])("%j → %j", (input, masked) => {
    expect(maskGermanDate(input)).toBe(masked);
  });
});
