"use client";

import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import type { ProlongationOffer } from "../rules/prolongation-offer";
import { ProlongationOverview } from "./prolongation-overview.client";
import { ProlongationSelection } from "./prolongation-selection.client";
import { useProlongationFlow } from "./use-prolongation-flow.client";

export interface ProlongationFlowProps {
  dealId: string;
  locale: Locale;
  audience: Audience;
  offer: ProlongationOffer;
  /** The overview's heading, one level under the module's title (`subheadingOf`). */
  subheadingTag?: "h2" | "h3";
}

/**
 * Selection, overview with the required terms checkbox, then POST …/prolongation (deals.md §7),
 * its state in `useProlongationFlow`. Success: private customers go to the thank-you page,
 * business customers to /car/{id}/prolongation/success with endDate, price, kmPackage and term
 * (§2); failure: the form error of §8 and the "Verlängerung fehlgeschlagen" modal with a retry.
 */
export function ProlongationFlow({ dealId, locale, audience, offer, subheadingTag = "h3" }: ProlongationFlowProps) {
  const view = useProlongationFlow({ dealId, locale, audience, offer });
  const { chosen } = view;
  if (view.step === "selection" || !chosen) return <ProlongationSelection view={view} audience={audience} offer={offer} />;
  return <ProlongationOverview view={view} chosen={chosen} locale={locale} audience={audience} offer={offer} headingTag={subheadingTag} />;
}
