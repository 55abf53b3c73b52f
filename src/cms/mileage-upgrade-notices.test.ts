import { describe, expect, it } from "vitest";
import { makeDeal } from "../../tests/helpers/make-deal";
import { NOW } from "../../tests/helpers/module-context";
import { isModuleVisible, type VisibilityRuleName } from "./visibility";
import mileage from "../../fixtures/content/mileage.json";

interface Entry {
  sys: { id: string };
  fields: {
    name?: { "de-DE": string };
    modules?: { "de-DE": { sys: { id: string } }[] };
    visibility?: { "de-DE": VisibilityRuleName[] };
    businessVariant?: { "de-DE": { sys: { id: string } } };
    body?: Record<string, { content: { content: { value: string }[] }[] }>;
  };
}

const entries = mileage.entries as unknown as Entry[];
const entry = (id: string) => entries.find((candidate) => candidate.sys.id === id)!;
const modal = entries.find((candidate) => candidate.sys.id === "mileage-upgrade-modal")!;
const moduleIds = modal.fields.modules!["de-DE"].map((link) => link.sys.id);
const text = (id: string, locale: string) => entry(id).fields.body![locale]!.content[0]!.content[0]!.value;

describe("the mileage-upgrade modal's form or notice (deals.md §4 Mileage)", () => {
  it.each([
    ["an ACTIVE deal a year before the end", makeDeal({ state: "ACTIVE", end_date: "2027-12-31", mileage_package: 1500 }), "mileage-upgrade-form"],
    [
      "an ACTIVE deal a month before the end",
      makeDeal({ state: "ACTIVE", end_date: NOW.add(1, "month").format("YYYY-MM-DD"), mileage_package: 1500 }),
      "mileage-upgrade-too-late",
    ],
    ["an ENDED deal", makeDeal({ state: "ENDED", mileage_package: 1500 }), "mileage-upgrade-not-available"],
    ["a CANCELED deal", makeDeal({ state: "CANCELED", mileage_package: 1500 }), "mileage-upgrade-not-available"],
    [
      "a lead (CREATED, checkout not finished)",
      makeDeal({ state: "CREATED", variant: "LEAD", end_date: null, mileage_package: 1000 }),
      "mileage-upgrade-order-pending",
    ],
  ])("%s shows only %s", (_name, deal, expected) => {
    const context = { now: NOW, audience: "b2c", role: null } as const;
    const shown = moduleIds.filter((id) => isModuleVisible(entry(id).fields.visibility?.["de-DE"] ?? [], deal, context));
    expect(shown).toEqual([expected]);
  });

  it("tells a lead, du and Sie, that the package can be changed once the order is complete, not that it ended", () => {
    const b2b = entry("mileage-upgrade-order-pending").fields.businessVariant!["de-DE"].sys.id;
    expect(entry(b2b).fields.visibility?.["de-DE"]).toEqual(["mileage-upgrade-order-pending"]);
    expect(text("mileage-upgrade-order-pending", "de-DE")).toBe("Du kannst dein Kilometerpaket ändern, sobald deine Bestellung abgeschlossen ist.");
    expect(text(b2b, "de-DE")).toBe("Sie können Ihr Kilometerpaket ändern, sobald Ihre Bestellung abgeschlossen ist.");
    for (const locale of ["en-DE", "en-US"]) {
      expect(text("mileage-upgrade-order-pending", locale)).toBe("You can change your mileage package once your order is complete.");
      expect(text(b2b, locale)).toBe("You can change your mileage package once your order is complete.");
    }
  });
});
