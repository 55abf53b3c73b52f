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
import { reachingSituations, type GalleryViewer, type SituationLike } from "./gallery-states";
import { NEXT_STEPS } from "./gallery-what-if";
import { PREVIEW_PERSONAS, seededCustomerOf, type PreviewPersona } from "./preview-as.server";

export interface GallerySituation extends SituationLike {
  persona: PreviewPersona;
  /** The page context of the persona's deal page (or, without a deal, of their list): what a module renders with. */
  context: PageContext;
  /** The deal is shown one step on, changed in memory (`gallery-what-if.ts`). */
  whatIf?: string;
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

/**
 * The situations to show the entry in: the personas' as they are, or, for a deal banner whose state
 * none of them is in, their deals one step on (`NEXT_STEPS`), in memory only.
 */
export async function situationsFor(entry: ModuleEntry, situations: GallerySituation[]): Promise<GallerySituation[]> {
  const next = entry.type === "dealBanner" ? NEXT_STEPS[entry.fields.banner] : undefined;
  if (!next || (await reachingSituations(situations, "either", (situation) => situationReaches(entry, situation))).length > 0) return situations;
  return situations.flatMap((situation) => {
    const deal = situation.context.deal && next.change(situation.context.deal);
    return deal ? [{ ...situation, context: { ...situation.context, deal }, whatIf: next.step }] : [];
  });
}

/** Who a visitor's example is shown as: no persona, nobody signed in. */
export const VISITOR: PreviewPersona = { key: "visitor", name: "a signed-out visitor", audience: "b2c", deals: [] };

/**
 * A signed-out visitor on the page at `slug` (without its parameters, which need a customer's
 * data): what a public page's code-owned block shows before anyone signs in.
 */
export function visitorSituation(locale: Locale, slug: string): GallerySituation {
  const path = ["", locale, ...slug.split("/").filter((segment) => segment !== "" && !segment.startsWith("["))].join("/");
  return {
    persona: VISITOR,
    deal: null,
    context: {
      locale,
      path,
      params: {},
      query: {},
      customer: null,
      deal: null,
      preview: true,
      editor: false,
      now: now(),
      audience: "b2c",
      role: null,
    },
  };
}

/** The personas' situations a viewer of the kind is in: on one of their deals, or on their account pages. */
export function situationsOfViewer(viewer: Exclude<GalleryViewer, "visitor">, situations: readonly GallerySituation[]): GallerySituation[] {
  return situations.filter((situation) => (viewer === "deal") === (situation.deal !== null));
}

/**
 * Where the gallery shows a code-owned block for a signed-in viewer: per audience, the first
 * persona of that audience whose situation shows it. Never borrowed from the other audience, as
 * banners are: a feature's rules often name the audience (`deal-is-b2c`), so another audience's
 * situation would show what those customers never see.
 */
export async function situationsShowing(
  entry: ModuleEntry,
  viewer: Exclude<GalleryViewer, "visitor">,
  situations: readonly GallerySituation[],
): Promise<{ audience: "b2c" | "b2b"; situation: GallerySituation }[]> {
  const reached = await reachingSituations(situationsOfViewer(viewer, situations), ["b2c", "b2b"], (situation) => situationReaches(entry, situation));
  return reached.filter(({ borrowed }) => !borrowed).map(({ audience, situation }) => ({ audience, situation }));
}
