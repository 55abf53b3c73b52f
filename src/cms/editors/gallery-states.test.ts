import { describe, expect, it, vi } from "vitest";
import type { FormStep } from "../types";
import {
  exampleLabel,
  galleryAudiences,
  galleryExamplePath,
  galleryViewers,
  parseGalleryExampleRequest,
  reachingSituations,
  stepFormEndStates,
  stepOutline,
  type SituationLike,
} from "./gallery-states";

const situation = (key: string, name: string, audience: string, dealId: string | null): SituationLike => ({
  persona: { key, name, audience },
  deal: dealId ? { id: dealId, label: "Abo aktiv" } : null,
});
const ANNA = situation("anna", "Anna Aktiv", "b2c", "deal-anna-active");
const DORA = situation("dora", "Dora Delay", "b2c", "deal-dora-late8");
const BERND = situation("bernd", "Bernd Business", "b2b", "deal-bernd-minib2b");
const NORA = situation("nora", "Nora Neu", "b2c", null);
const SITUATIONS = [ANNA, DORA, BERND, NORA];

describe("galleryAudiences: business customers get an example of their own only when they read other words", () => {
  it.each([
    [true, ["b2c", "b2b"]],
    [false, "either"],
  ])("business wording %s → %j", (wording, audiences) => {
    expect(galleryAudiences(wording)).toEqual(audiences);
  });
});

describe("reachingSituations: per audience the first persona the state shows for", () => {
  it.each([
    [
      "Dora's delay, private and business",
      [DORA],
      ["b2c", "b2b"],
      [
        ["b2c", "dora", false],
        ["b2b", "dora", true],
      ],
    ],
    [
      "Anna and Bernd, both",
      [ANNA, BERND],
      ["b2c", "b2b"],
      [
        ["b2c", "anna", false],
        ["b2b", "bernd", false],
      ],
    ],
    ["only Bernd, private wording borrowed", [BERND], ["b2c"], [["b2c", "bernd", true]]],
    ["Anna before Dora (the order of personas.json)", [DORA, ANNA], ["b2c"], [["b2c", "anna", false]]],
    ["nobody", [], ["b2c", "b2b"], []],
    ["either audience: Bernd first, seen as business customers see it", [BERND, NORA], "either", [["b2b", "bernd", false]]],
    ["either audience: nobody", [], "either", []],
  ] as const)("%s", async (_what, reaching, audiences, expected) => {
    const reached = await reachingSituations(SITUATIONS, audiences, (candidate) => (reaching as readonly SituationLike[]).includes(candidate));
    expect(reached.map((item) => [item.audience, item.situation.persona.key, item.borrowed])).toEqual(expected);
  });

  it("asks about each situation at most once", async () => {
    const reaches = vi.fn(async (candidate: SituationLike) => candidate === NORA);
    await reachingSituations(SITUATIONS, ["b2c", "b2b"], reaches);
    expect(reaches.mock.calls.map(([candidate]) => candidate.persona.key)).toEqual(["anna", "dora", "nora", "bernd"]);
  });
});

describe("exampleLabel: entry, rules, persona, audience", () => {
  it.each([
    [
      {
        entryId: "deal-banner-delivery-delay",
        rules: ["order-status-visible", "delivery-delayed"],
        audience: "b2c" as const,
        reached: { persona: DORA.persona, deal: DORA.deal, borrowed: false },
      },
      "Entry deal-banner-delivery-delay · rules: order-status-visible, delivery-delayed · reached by Dora Delay with deal-dora-late8 (Abo aktiv), as private customers (du) see it",
    ],
    [
      {
        entryId: "deal-banner-delivery-delay",
        rules: ["delivery-delayed"],
        audience: "b2b" as const,
        reached: { persona: DORA.persona, deal: DORA.deal, borrowed: true },
      },
      "Entry deal-banner-delivery-delay · rules: delivery-delayed · as business customers (Sie) see it, on Dora Delay's situation with deal-dora-late8 (Abo aktiv): no business persona reaches it",
    ],
    [
      {
        entryId: "return-form-b2b",
        rules: ["return-can-be-planned"],
        audience: "b2b" as const,
        reached: { persona: BERND.persona, deal: BERND.deal, borrowed: false },
      },
      "Entry return-form-b2b · rules: return-can-be-planned · reached by Bernd Business with deal-bernd-minib2b (Abo aktiv), as business customers (Sie) see it",
    ],
    [
      {
        entryId: "deal-banner-auto-renewal-done",
        rules: ["auto-renewal-done"],
        audience: "b2c" as const,
        reached: { persona: ANNA.persona, deal: ANNA.deal, borrowed: false, whatIf: "once it renewed itself" },
      },
      "Entry deal-banner-auto-renewal-done · rules: auto-renewal-done · no demo persona is in this state yet: Anna Aktiv with deal-anna-active (Abo aktiv) as it would be once it renewed itself, as private customers (du) see it",
    ],
    [
      { entryId: "deposit-refund-banner", rules: ["deposit-refund-awaited"], audience: "b2c" as const, reached: null },
      "Entry deposit-refund-banner · rules: deposit-refund-awaited · no demo persona reaches this state today",
    ],
    [{ entryId: "home-faq", rules: [], audience: "b2c" as const }, "Entry home-faq · no rules: shown to everyone · as private customers (du) see it"],
    [
      { entryId: "home-welcome", rules: [], audience: "everyone" as const },
      "Entry home-welcome · no rules: shown to everyone · as private and business customers alike see it",
    ],
    [
      {
        entryId: "deal-business-details",
        rules: ["deal-is-b2b"],
        audience: "everyone" as const,
        reached: { persona: BERND.persona, deal: BERND.deal, borrowed: false },
      },
      "Entry deal-business-details · rules: deal-is-b2b · reached by Bernd Business with deal-bernd-minib2b (Abo aktiv), as private and business customers alike see it",
    ],
  ])("%#", (label, expected) => {
    expect(exampleLabel(label)).toBe(expected);
  });
});

const step = (id: string, title: string, overrides: Partial<FormStep> = {}): FormStep => ({
  id,
  title,
  fields: [],
  condition: null,
  visibility: [],
  ...overrides,
});
const field = (label: string, kind: string) => ({ id: label, name: label, label, kind }) as unknown as FormStep["fields"][number];

describe("stepOutline: each step of a form, in order, with when it is asked", () => {
  it("numbers the steps and names their fields and conditions", () => {
    const steps = [
      step("date", "Termin", { fields: [field("Datum", "date"), field("Uhrzeit", "select")] }),
      step("reason", "Grund", { visibility: ["deal-is-b2c", "return-reason-asked"] }),
      step("contact", "Kontakt", { condition: { field: "sameAddress", equals: false } as unknown as FormStep["condition"] }),
    ];
    expect(stepOutline({ steps })).toEqual([
      { position: "Step 1 of 3", title: "Termin", fields: ["Datum (date)", "Uhrzeit (select)"], askedWhen: null },
      { position: "Step 2 of 3", title: "Grund", fields: [], askedWhen: "Asked only when the rules deal-is-b2c, return-reason-asked hold." },
      { position: "Step 3 of 3", title: "Kontakt", fields: [], askedWhen: "Asked only when an earlier answer asks for it." },
    ]);
  });
});

describe("stepFormEndStates: what the customer reads once the form was sent, or when sending failed", () => {
  it.each([
    [
      {
        successTitle: "Danke",
        successText: "Wir melden uns.",
        successToast: null,
        errorTitle: null,
        errorMessage: "Das hat nicht geklappt.",
        errorAction: "request-error-modal" as const,
      },
      [
        { name: "sent", text: "Danke — Wir melden uns." },
        { name: "failed", text: "Das hat nicht geklappt. [request-error-modal]" },
      ],
    ],
    [
      {
        successTitle: null,
        successText: null,
        successToast: null,
        errorTitle: null,
        errorMessage: null,
        errorAction: "request-error-modal" as const,
      },
      [
        { name: "sent", text: "(no message of its own: the page's result)" },
        { name: "failed", text: "(the portal's general error text) [request-error-modal]" },
      ],
    ],
  ])("%#", (form, expected) => {
    expect(stepFormEndStates(form)).toEqual(expected);
  });
});

describe("galleryViewers: a code-owned block is shown as whoever meets it on its page", () => {
  it.each([
    ["a deal page", ["mycars/[dealId]"], false, ["deal"]],
    ["a modal on a deal page and a business page", ["b2b/[dealId]/report-damage-page", "mycars/[dealId]"], false, ["deal"]],
    ["an account page", ["myaccount/drivers"], false, ["account"]],
    ["the business portal", ["b2b/details"], false, ["account"]],
    ["the shop's business page (account.md §2 Site links)", ["b2b"], false, ["visitor"]],
    ["a public page", ["subscribe/elektro"], false, ["visitor"]],
    ["a public page whose block reads the customer", ["loyalty"], true, ["visitor", "account"]],
    ["no page (a block only a modal of no page holds)", [], false, ["account"]],
  ])("%s → %j", (_, slugs, readsCustomer, viewers) => {
    expect(galleryViewers(slugs, readsCustomer)).toEqual(viewers);
  });
});

describe("a framed example's query: what the gallery asks for, and nothing else", () => {
  it("round-trips a persona's deal and a visitor", () => {
    for (const request of [
      { entryId: "deal-vehicle-details", audience: "b2b" as const, as: "bernd", deal: "deal-bernd-ordered" },
      { entryId: "loyalty-programme", audience: "b2c" as const, as: "visitor", deal: null },
    ]) {
      const path = galleryExamplePath("de-DE", request);
      expect(path.startsWith("/de-DE/module-gallery/example?")).toBe(true);
      expect(parseGalleryExampleRequest(Object.fromEntries(new URLSearchParams(path.split("?")[1])))).toEqual(request);
    }
  });

  it.each([
    ["no entry", { audience: "b2c", as: "anna" }],
    ["another audience", { entry: "e", audience: "b2x", as: "anna" }],
    ["a path in the entry", { entry: "../x", audience: "b2c", as: "anna" }],
    ["markup in the persona", { entry: "e", audience: "b2c", as: "<script>" }],
    ["a deal with a slash", { entry: "e", audience: "b2c", as: "anna", deal: "a/b" }],
  ])("refuses %s", (_, query) => {
    expect(parseGalleryExampleRequest(query)).toBeNull();
  });
});
