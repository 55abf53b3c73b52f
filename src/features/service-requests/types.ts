import type { ServiceType } from "./rules/service-request";

/** GET …/deals/schedule-service/{carId}?dealId= (deals.md §7 "returns url"): where the request is sent. */
export interface ScheduleServiceTarget {
  url: string;
}

/** A stored service request (deals.md §3 "Service request"), as the BFF answers it. */
export interface ServiceRequest {
  id: string;
  subscription_id: string;
  car_id: string;
  requested_services: ServiceType[];
  /** deals.md §7: the address plus the customer's note, as the operations side reads it. */
  comment: string;
  description: string | null;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  created_at: string;
}
