/** deals.md §4 and §9: "3 weeks if none is given" ("Early availability default 3 weeks"). */
export const EARLY_AVAILABILITY_DEFAULT_WEEKS = 3;

/** The part of GET /deals/{id}/handover-metadata this rule reads (deals.md §3, "Metadata"). */
export interface HandoverAvailability {
  availability_confidence: { deviation_in_weeks?: number | null } | null;
}

/**
 * The weeks the car may arrive early, or null when early availability does not apply (deals.md §4:
 * "Early availability applies when deviation_in_weeks is above 0 (3 weeks if none is given)").
 * "None given" reads as a confidence block without a number; metadata without a confidence block
 * (or not loaded) is no early availability, or every delivery would count as early.
 */
export function earlyAvailabilityWeeks(metadata: HandoverAvailability | null): number | null {
  const confidence = metadata?.availability_confidence;
  if (!confidence) return null;
  const weeks = confidence.deviation_in_weeks ?? EARLY_AVAILABILITY_DEFAULT_WEEKS;
  return weeks > 0 ? weeks : null;
}
