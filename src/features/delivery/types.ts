import type { AvailableDate } from "@/features/appointments/rules/available-dates";
import type { DelayChoice } from "./rules/delay-alternatives";
import type { AvailabilityConfidence } from "./rules/early-availability";

/** GET …/handover-metadata (deals.md §3 "Metadata"). */
export interface HandoverMetadata {
  availabilities: AvailableDate[];
  /** EUR: what changing anything but the phone number costs today (deals.md §9). */
  fee: number;
  address_changeable: boolean;
  availability_confidence: AvailabilityConfidence | null;
}

/** POST …/delivery-delay-choice: what the customer chose for a late car (deals.md §4 "Delay options"). */
export interface DeliveryDelayChoice {
  choice: DelayChoice;
  /** keep_car: the credit granted, EUR (deals.md §9, computed by the BFF from the banner's rule). */
  credit: number;
  /** alternative_car: where the booking continues (deals.md §1). */
  alternative_car_href: string | null;
  chosen_at: string;
}

/** A person the business handover form offers (deals.md §2 "contact … autocompletes"). */
export interface SuggestedContact {
  /** How the suggestion reads in the list: "Dana Dienst, +49151…". */
  label: string;
  firstname: string;
  lastname: string;
  phone_number: string;
}

/** An address the business handover form offers (deals.md §2 "address autocompletes"). */
export interface SuggestedAddress {
  label: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  address_extra: string;
}

/** GET …/handover-suggestions: the company's contacts and addresses (the portal's own path). */
export interface HandoverSuggestions {
  contacts: SuggestedContact[];
  addresses: SuggestedAddress[];
}
