import type { Deal } from "@/features/deals/types";
import type { BusinessPerson } from "../types";

export interface VehicleContact {
  person: BusinessPerson;
  /** Why this person: the car's driver, or the fleet manager of a shared vehicle. */
  role: "driver" | "fleet_manager";
}

/**
 * deals.md §6: "For a B2B vehicle the contact is the driver, or the fleet manager when there is no
 * driver (a shared vehicle)." Null when neither is known.
 */
export function vehicleContact(deal: Pick<Deal, "driver">, fleetManager: BusinessPerson | null): VehicleContact | null {
  if (deal.driver) return { person: deal.driver, role: "driver" };
  return fleetManager ? { person: fleetManager, role: "fleet_manager" } : null;
}
