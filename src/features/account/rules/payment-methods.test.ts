import { describe, expect, it } from "vitest";
import {
  canEditPaymentMethod,
  isCardNumber,
  isD2cDeal,
  isPortalReturnUrl,
  portalReturnPath,
  parseCardExpiry,
  paymentExpiry,
  paymentSessionTarget,
  paymentTypesFor,
} from "./payment-methods";
import { checkAccountSwitch, STORED_ACCOUNT_DAYS } from "./account-switch";

describe("account.md §2, §4, §6 payment methods", () => {
  it("offers card, SEPA direct debit and PayPal; us_bank_account in the US", () => {
    expect(paymentTypesFor("de-DE")).toEqual(["card", "sepa_debit", "paypal"]);
    expect(paymentTypesFor("en-DE")).toEqual(["card", "sepa_debit", "paypal"]);
    expect(paymentTypesFor("en-US")).toEqual(["card", "sepa_debit", "paypal", "us_bank_account"]);
  });

  it.each([
    [{ variant: "SUBSCRIPTION", state: "ACTIVE" }, true],
    [{ variant: "SUBSCRIPTION", state: "CREATED" }, true],
    [{ variant: "LEAD", state: "CREATED" }, false],
    [{ variant: "SUBSCRIPTION", state: "ENDED" }, true], // the final invoice is still to be paid
    [{ variant: "SUBSCRIPTION", state: "INACTIVE" }, true],
    [{ variant: "SUBSCRIPTION", state: "STOPPED" }, false], // never charged
    [{ variant: "SUBSCRIPTION", state: "CANCELED" }, false],
  ])("edit for %o → %s (only SUBSCRIPTION deals)", (deal, expected) => expect(canEditPaymentMethod(deal)).toBe(expected));

  it("confirms d2c deals first, not business ones", () => {
    expect(isD2cDeal({ type: null })).toBe(true);
    expect(isD2cDeal({ type: "MINIB2B" })).toBe(false);
  });

  it("goes to the session URL only on 201 with data.session_url", () => {
    expect(paymentSessionTarget(201, { session_url: "https://checkout.stripe.com/c/pay/cs_1" })).toBe("https://checkout.stripe.com/c/pay/cs_1");
    expect(paymentSessionTarget(200, { session_url: "x" })).toBeNull();
    expect(paymentSessionTarget(201, {})).toBeNull();
    expect(paymentSessionTarget(500, null)).toBeNull();
  });

  it("takes return URLs of this portal only", () => {
    expect(isPortalReturnUrl("/portal/de-DE/myaccount?payment=success")).toBe(true);
    expect(isPortalReturnUrl("https://evil.example/portal/de-DE/")).toBe(false);
    expect(isPortalReturnUrl("/portal/de-DE//evil.example")).toBe(false);
    expect(isPortalReturnUrl("/portal/fr-FR/myaccount")).toBe(false);
  });

  it.each([
    ["/portal/de-DE/myaccount?payment=success", "/portal/de-DE/myaccount?payment=success"],
    ["https://portal.test/portal/de-DE/myaccount?payment=success", "/portal/de-DE/myaccount?payment=success"],
    ["https://www.example.com/portal/en-US/myaccount", "/portal/en-US/myaccount"],
    ["https://portal.test:443/portal/en-DE/myaccount", "/portal/en-DE/myaccount"],
    ["https://evil.example/portal/de-DE/myaccount", null],
    ["http://portal.test/portal/de-DE/myaccount", null],
    ["https://portal.test.evil.example/portal/de-DE/myaccount", null],
    ["https://portal.test@evil.example/portal/de-DE/myaccount", null],
    ["https://portal.test/elsewhere", null],
    ["https://portal.test/portal/de-DE//evil.example", null],
    ["//evil.example/portal/de-DE/myaccount", null],
    ["javascript:alert(1)", null],
    ["not a url", null],
  ])("takes %s as the return path %s (account.md §7: the portal's own origins)", (value, path) => {
    expect(portalReturnPath(value, ["https://portal.test", "https://www.example.com"])).toBe(path);
  });

  it("checks the hosted page's test card data", () => {
    expect(isCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(isCardNumber("4242 4242 4242 4241")).toBe(false);
    expect(parseCardExpiry("12/30", "2026-11-25")).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry("10/26", "2026-11-25")).toBeNull();
    expect(parseCardExpiry("13/30", "2026-11-25")).toBeNull();
    expect(paymentExpiry({ exp_month: 8, exp_year: 2028 })).toBe("08/28");
    expect(paymentExpiry({ exp_month: null, exp_year: null })).toBeNull();
  });
});

describe("account.md §2 account-switch check", () => {
  const now = Date.UTC(2026, 10, 25);
  it("keeps the stored contact id 90 days", () => {
    expect(checkAccountSwitch(null, "5100000120", now)).toEqual({
      switched: false,
      store: { contactId: "5100000120", expiresAt: now + STORED_ACCOUNT_DAYS * 86_400_000 },
    });
  });
  it("notices another account, but not after the stored id expired", () => {
    expect(checkAccountSwitch({ contactId: "5100000101", expiresAt: now + 1 }, "5100000120", now).switched).toBe(true);
    expect(checkAccountSwitch({ contactId: "5100000101", expiresAt: now }, "5100000120", now).switched).toBe(false);
    expect(checkAccountSwitch({ contactId: "5100000120", expiresAt: now + 1 }, "5100000120", now).switched).toBe(false);
  });
});
