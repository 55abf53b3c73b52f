/**
 * The deal as the BFF sends it (deals.md section 3). Wire names stay snake_case so that the
 * embedded BFF and the production BFF answer the same shape; dates are ISO strings, money
 * amounts are EUR unless the field says cents.
 */
import type { DelayChoice } from "@/features/delivery/rules/delay-alternatives";
import type { DepositRefund } from "@/features/deposit-refund/types";

export const DEAL_STATES = ["CREATED", "SIGNED", "EXTERNALLY_VERIFIED", "ACTIVE", "INACTIVE", "ENDED", "STOPPED", "CANCELED"] as const;
export type DealState = (typeof DEAL_STATES)[number];

export type DealVariant = "SUBSCRIPTION" | "LEAD";
export type ReturnType = "PICKUP" | "SELF_RETURN";
export type SubscribedAs = "SWAP_SAME_DAY" | "PROLONGATION";

export interface Car {
  oem: string;
  model: string;
  trim: string | null;
  fuel: string | null;
  picture: string | null;
  registration_data: { license_plate: string | null } | null;
  external_product_id: string | null;
}

export interface Driver {
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

export interface Deal {
  id: string;
  state: DealState;
  variant: DealVariant;
  type: string | null; // e.g. "MINIB2B"
  term_type: string | null; // e.g. "OPEN_ENDED"
  contact_id: string;
  checkout_hash: string | null;
  car_id: string | null;
  car: Car | null;
  term: number | null; // months
  end_date: string | null;
  minimum_commitment_end_date: string | null;
  auto_renewal_end_date: string | null;
  auto_renewal_period_amount: number | null;
  has_auto_renewal: boolean;
  is_pre_auto_renewal: boolean;
  is_post_auto_renewal: boolean;
  amount: number; // monthly rate, EUR gross
  mileage_package: number | null; // km per month
  additional_mileage_fee: number | null; // EUR per extra km
  addon_mileage: number | null;
  insurance_amount: number | null;
  tire_and_windshield: boolean | null;
  minor_damage: boolean | null;
  young_old_driver_fee: number | null;
  subscribed_to: SubscribedAs | null;
  subscribed_as: SubscribedAs | null;
  bridging_type: "BEGINNING" | null;
  beginning_bridging_car_reservation_token: string | null;
  previous_subscription_id: string | null;
  followup_subscription_id: string | null;
  category_subscription_details: { term: number; start_date: string; end_date: string } | null;
  belongs_to_subscription_service: boolean;
  retention: { is_retention_window_open: boolean } | null;
  days_left_to_schedule_return: number | null;
  is_return_window_open: boolean;
  return_type: ReturnType | null;
  return_date: string | null;
  preferred_return_date: string | null;
  actual_return_date: string | null;
  return_phone_number: string | null;
  actual_handover_date: string | null;
  lead_handover_date: string | null;
  preferred_handover_date: string | null;
  handover_appointment_date: string | null;
  planned_delivery_date: string | null;
  preferred_delivery_date: string | null;
  handover_street: string | null;
  handover_housenumber: string | null;
  handover_zip: string | null;
  handover_city: string | null;
  handover_address_extra: string | null;
  handover_firstname: string | null;
  handover_lastname: string | null;
  handover_phone_number: string | null;
  recurrent_payment_method: string | null;
  /** The business driver (deals.md §3 "B2B driver"); null for private deals and shared vehicles. */
  driver: Driver | null;
  damage_deductible_vollkasko: number | null; // cents; 100000 is 1,000 EUR
  damage_deductible_teilkasko: number | null; // cents
  customer_specific_vk_damage_deductible: number | null; // cents
  /**
   * What the customer chose for a late delivery (deals.md §4 "Delay options": "The choice is
   * stored"); the portal's own field, null until a choice is made. credit: EUR.
   */
  delivery_delay_choice: { choice: DelayChoice; credit: number } | null;
  /**
   * A late car (deals.md §4 delay; the portal's own field): the delivery day the
   * customer had wished and the day the car is there. It outlives a change of the delivery day,
   * which overwrites planned and preferred date; null when the car is on time.
   */
  delivery_delay: { wished_date: string; car_ready_date: string } | null;
  /**
   * When the final invoice went out, the return's final_invoice step (deals.md §2 return status, §9
   * "Final invoice takes 3 to 4 weeks"; the portal's own field): texts say "it comes" before and
   * "it is there" after. Null before, and where the reader did not ask.
   */
  final_invoice_issued_at?: string | null;
  /**
   * The car is being prepared for its delivery: the order status reached `PREPARATION_STARTED_STEPS`
   * (deals.md §9 "short-term change fee … once preparation started"; the portal's own field), so a
   * change of the handover costs the short-term fee. Absent where the reader did not ask.
   */
  delivery_preparation_started?: boolean;
  /**
   * The deal's handover can be changed (deals.md §3 handover metadata `address_changeable`, the
   * portal's own field): `isDealHandoverChangeable`, the company's switch apart. Absent where the
   * reader did not ask.
   */
  handover_changeable?: boolean;
  /** The deposit refund of an ended deal (the portal's own field, not in the spec's deal): null when none is pending. */
  deposit_refund: DepositRefund | null;
}

export interface Address {
  street: string;
  house_number: string;
  zip: string;
  city: string;
  address_extra: string | null;
}

/** GET /deals/{id}/handover (deals.md section 3, "Handover data"). */
export interface HandoverData {
  planned_delivery_date: string | null;
  preferred_delivery_date: string | null;
  slot: { value: string; formatted_time: string } | null;
  address: Address | null;
}

/** GET /deals/{id}/return (deals.md section 3, "Return data"). */
export interface ReturnData {
  type: ReturnType | null;
  address: (Address & { phone_number: string | null }) | null;
  contact_name: string | null;
  return_price: number | null;
  pre_return_appraisal_options: string[] | null; // dates; null when booking is impossible
  pre_return_appraisal_date: string | null;
}

/** A booked pre-return appraisal (deals.md §5: appointment_date and appointment_timeslot). */
export interface PreReturnAppraisalBooking {
  pre_return_appraisal_date: string;
  appointment_date: string;
  appointment_timeslot: string;
  formatted_time: string;
}

/** GET /deals/{id}/pre-return-appraisal: dates (null when booking is impossible), slots, the booking. */
export interface PreReturnAppraisalOffer {
  options: string[] | null;
  timeslots: { value: string; formatted_time: string }[];
  booking: PreReturnAppraisalBooking | null;
}

export const DOCUMENT_TYPES = [
  "subscription_confirmation",
  "car_configuration",
  "holder_agreement",
  "final_invoice",
  "handover_protocol",
  "car_appraisal_report",
  "return_protocol",
  "warranty_damages",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DealDocument {
  name: string;
  url: string;
  documentType: DocumentType;
}

export interface Invoice {
  id: string;
  created_at: string;
  ext_invoice_number: string;
  amount: number; // cents, EUR
  status: string;
  download_url: string;
  /** The car of the deal it bills; null for an invoice of no single deal. Not in deals.md §3: the invoice list names the car. */
  car: Car | null;
}
