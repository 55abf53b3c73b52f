/** Insurance and add-ons (deals.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { AddonChange, DealAddons } from "@/features/insurance/types";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { wireAmount, wireInteger } from "../wire-number";
import { READ_POLICIES } from "../read-policies";
import { endpoint, bff, none, str, BFF, type Endpoint } from "./define";

export const insuranceEndpoints = {
  // Insurance and add-ons
  postAcceptDeductiblesReduction: bff<AddonChange>()({
    method: "POST",
    path: `${BFF}/deals/{id}/accept-deductibles-reduction`,
    scope: "deal",
    status: "implemented",
    creates: true,
    body: none,
    spec: "deals.md §4, §7, §9",
  }),
  // deals.md §7 "/api/addons", served by this app under its base path (the deal is the body's
  // subscriptionId). `locale` (the portal's own) picks the language of display_info.
  postAddons: bff<DealAddons>()({
    method: "POST",
    path: "/portal/api/addons",
    scope: "deal",
    status: "implemented",
    body: yup.object({
      productId: str().required(),
      subscriptionId: str().required(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    read: READ_POLICIES.addons,
    spec: "deals.md §3, §7, account.md §7",
  }),
  postAddonsAttach: bff<AddonChange>()({
    method: "POST",
    path: "/portal/api/addons/attach",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({ subscriptionId: str().required(), addonId: str().required(), isDeductible: yup.boolean() }),
    spec: "deals.md §7, account.md §4, §7",
  }),
  postAddonsCancel: bff<AddonChange>()({
    method: "POST",
    path: "/portal/api/addons/cancel",
    scope: "deal",
    status: "implemented",
    body: yup.object({ subscriptionId: str().required(), addonId: str().required() }),
    spec: "deals.md §7, account.md §7",
  }),
  // What the outbox delivers after an attach (topic "addon-attached"); not called by the browser.
  postAddonAutomation: endpoint<unknown>()({
    method: "POST",
    path: "/automation/addon-attached",
    host: "automation",
    scope: "deal",
    status: "planned",
    body: yup.object({ subscriptionId: str(), additionalKilometers: wireInteger(), additionalMileageCosts: wireAmount(), date: str() }),
    spec: "deals.md §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
