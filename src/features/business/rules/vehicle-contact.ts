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

/** A fleet manager of the company, with the customer record they sign in as (null: a contact only). */
export interface FleetManager extends BusinessPerson {
  customerId: string | null;
}

/**
 * The fleet manager a shared vehicle names: the one holding its contract, else the company's first
 * by name (review: a second fleet manager became the contact of the cars the first one holds).
 * One rule for the deal page's B2B aside and the business portal's car list.
 */
export function fleetManagerOf(fleetManagers: readonly FleetManager[], holderId: string): BusinessPerson | null {
  const manager = fleetManagers.find((candidate) => candidate.customerId === holderId) ?? fleetManagers[0];
  return manager ? { name: manager.name, email: manager.email, phoneNumber: manager.phoneNumber } : null;
}
