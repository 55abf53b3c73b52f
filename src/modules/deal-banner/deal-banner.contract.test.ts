import { describe, expect, it } from "vitest";
import { entry, pageOf, resolveWith } from "../../../tests/helpers/resolve-entries";
import { dealBannerContract } from "./deal-banner.contract";

const banner = (fields: Record<string, unknown>) =>
  resolveWith([dealBannerContract], pageOf("banner"), entry("banner", "dealBanner", { internalName: "Banner", ...fields })).page.modules[0];

const endsSoon = {
  banner: "subscription-ends-soon",
  title: "Dein Abo endet in {days} Tagen",
  text: "Am {date} gibst du den {car} zurück.",
  visibility: ["subscription-ends-soon"],
};

describe("the deal banner contract", () => {
  it("reads the texts, and the business texts when both are set", () => {
    expect(banner({ ...endsSoon, businessTitle: "Ihr Abo endet in {days} Tagen", businessText: "Am {date} geben Sie den {car} zurück." })).toEqual({
      id: "banner",
      type: "dealBanner",
      visibility: ["subscription-ends-soon"],
      fields: {
        banner: "subscription-ends-soon",
        texts: { title: "Dein Abo endet in {days} Tagen", text: "Am {date} gibst du den {car} zurück.", creditText: null },
        businessTexts: { title: "Ihr Abo endet in {days} Tagen", text: "Am {date} geben Sie den {car} zurück.", creditText: null },
        delayModal: null,
        businessDelayModal: null,
        cta: null,
      },
    });
    expect(banner(endsSoon)).toMatchObject({ fields: { businessTexts: null } });
  });

  it.each([
    [{ visibility: [] }, 'a subscription-ends-soon banner shows by the rule "subscription-ends-soon": name it in visibility'],
    [
      { banner: "delivery-delay", visibility: ["delivery-delayed"], text: "Neu: {planned}" },
      'a delivery-delay banner shows by the rule "order-status-visible"',
    ],
    [{ text: "Am {datum} endet es." }, "text uses {datum}, which a subscription-ends-soon banner does not fill (it fills {days}, {date}, {car})"],
    [
      { banner: "verification", visibility: ["order-status-visible"], title: "Hallo {car}" },
      "title uses {car}, which a verification banner does not fill",
    ],
    [{ creditText: "{credit} gut" }, "creditText is only for delivery-delay banners"],
    [
      { banner: "delivery-delay", visibility: ["order-status-visible", "delivery-delayed"], text: "{planned}", creditText: "{days} Tage" },
      "creditText uses {days}",
    ],
    [{ businessTitle: "Ihr Abo endet bald" }, "businessTitle and businessText go together"],
    [{ delayModal: { title: "Optionen" } }, "delayModal is only for delivery-delay banners"],
    [
      { banner: "delivery-delay", visibility: ["order-status-visible", "delivery-delayed"], text: "{planned}" },
      "a delivery-delay banner names the texts of its delay-alternatives modal in delayModal",
    ],
    [
      { banner: "delivery-delay", visibility: ["order-status-visible", "delivery-delayed"], text: "{planned}", delayModal: { title: "Optionen" } },
      "delayModal needs the texts open, title",
    ],
  ])("refuses %j", (fields, problem) => {
    expect(banner({ ...endsSoon, ...fields })).toMatchObject({ type: "unsupported", problem: expect.stringContaining(problem) });
  });
});
