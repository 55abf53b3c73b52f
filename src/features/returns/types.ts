import type { AvailableDate } from "@/features/appointments/rules/available-dates";
import type { CompoundLocation } from "./rules/return-change";

/** deals.md §3 "Return metadata: availabilities, return_fee, compound_locations …, self-return availabilities". */
export interface ReturnMetadata {
  availabilities: AvailableDate[];
  /** EUR; net of VAT for business customers (§6). */
  return_fee: number;
  compound_locations: CompoundLocation[];
  self_return_availabilities: AvailableDate[];
}
