/** deals.md §4 and §9: "3 weeks if none is given" ("Early availability default 3 weeks"). */
export const EARLY_AVAILABILITY_DEFAULT_WEEKS = 3;

/**
 * The availability estimate of the handover metadata (deals.md §3 "Metadata"): null when none was
 * made; an estimate made without a number of weeks has no `deviation_in_weeks`.
 */
export interface AvailabilityConfidence {
  deviation_in_weeks?: number | null;
}

/** The part of GET /deals/{id}/handover-metadata this rule reads (deals.md §3, "Metadata"). */
export interface HandoverAvailability {
  availability_confidence: AvailabilityConfidence | null;
}

/**
 * The weeks the car may arrive early, or null when early availability does not apply (deals.md §4:
 * "Early availability applies when deviation_in_weeks is above 0 (3 weeks if none is given)").
 */
export function earlyAvailabilityWeeks(metadata: HandoverAvailability | null): number | null {
  // deals.md §4 "3 weeks if none is given": an estimate without a number is 3 weeks; no estimate at
  // all (no confidence block, or no metadata) is no early availability, else every car would be early.
  const confidence = metadata?.availability_confidence;
  if (!confidence) return null;
  const weeks = confidence.deviation_in_weeks ?? EARLY_AVAILABILITY_DEFAULT_WEEKS;
  return weeks > 0 ? weeks : null;
}

/** Early availability applies (deals.md §4); it decides the order steps and hides the delay banner. */
export function hasEarlyAvailability(metadata: HandoverAvailability | null): boolean {
  return earlyAvailabilityWeeks(metadata) !== null;
}
