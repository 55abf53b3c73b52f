import "server-only";
import { cache } from "react";
import { getBusinessMembership } from "@/features/business/api/business.server";
import { getCustomerDeals } from "@/features/deals/api/deals.server";
import type { Locale } from "@/i18n/locales";
import type { PageContext } from "@/kernel/page-context";
import { now } from "@/lib/clock";
import { dealBannerValues } from "@/modules/deal-banner/deal-banner-values";
import type { ModuleEntry } from "../types";
import { isModuleVisible } from "../visibility";
import type { SituationLike } from "./gallery-states";
import { PREVIEW_PERSONAS, seededCustomerOf, type PreviewPersona } from "./preview-as.server";

export interface GallerySituation extends SituationLike {
  persona: PreviewPersona;
  /** The page context of the persona's deal page (or, without a deal, of their list): what a module renders with. */
  context: PageContext;
}

/**
 * The situations the gallery renders rule-driven entries in, the way preview as a customer does:
 * each demo persona's seeded deals, read-only (nothing is written, no real customer is read), then
 * each persona without a deal. Today, as customers see it.
 */
export const gallerySituations = cache(async (locale: Locale): Promise<GallerySituation[]> => {
  const situations: GallerySituation[] = [];
  const withoutDeals: GallerySituation[] = [];
  const today = now();
  for (const persona of PREVIEW_PERSONAS) {
    const customer = await seededCustomerOf(persona);
    if (!customer) continue;
    const businessSettings = customer.audience === "b2b" ? ((await getBusinessMembership(customer.customerId))?.settings ?? null) : null;
    const base = {
      locale,
      query: {},
      customer,
      preview: true,
      editor: false,
      now: today,
      audience: customer.audience,
      role: customer.role,
      businessSettings,
    } satisfies Omit<PageContext, "path" | "params" | "deal">;
    const labels = new Map(persona.deals.map((deal) => [deal.id, deal.label]));
    for (const deal of await getCustomerDeals(customer.customerId)) {
      situations.push({
        persona,
        deal: { id: deal.id, label: labels.get(deal.id) ?? deal.id },
        context: { ...base, path: `/${locale}/mycars/${deal.id}`, params: { dealId: deal.id }, deal },
      });
    }
    withoutDeals.push({ persona, deal: null, context: { ...base, path: `/${locale}/mycars`, params: {}, deal: null } });
  }
  return [...situations, ...withoutDeals];
});

/** Whether the situation shows the entry: its rules hold there, and a deal banner has something to say. */
export async function situationReaches(entry: ModuleEntry, situation: GallerySituation): Promise<boolean> {
  if (!isModuleVisible(entry.visibility, situation.context.deal, situation.context)) return false;
  if (entry.type === "dealBanner") return (await dealBannerValues(entry.fields.banner, situation.context)) !== null;
  return true;
}
