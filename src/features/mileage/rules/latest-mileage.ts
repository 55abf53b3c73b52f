import type { Deal } from "@/features/deals/types";

/**
 * deals.md §4: "Mileage is fetched only for an ACTIVE deal with a car." The lookup is by car
 * (GET active-fleet?car_id=), so "with a car" is a car_id.
 */
export function shouldFetchLatestMileage(deal: Pick<Deal, "state" | "car_id">): boolean {
  return deal.state === "ACTIVE" && deal.car_id !== null;
}
