import type { IssueCode } from "@/api/problem-codes";
import { formatPostalAddress, postalAddressIssues, type PostalAddress } from "@/features/addresses/rules/postal-address";
import { NOT_TEXT_AREA } from "@/lib/text";

/**
 * A service appointment request (deals.md §3 "Service request", §4 "Schedule service", §5, §7):
 * the same rules for the form and the BFF, which decides.
 */

/**
 * deals.md §5: "requested services are sent as main_inspection (huau), oem_inspection (inspection),
 * oil_change (oilChange)": the wire value of each of the form's services.
 */
export const SERVICE_TYPES = { huau: "main_inspection", inspection: "oem_inspection", oilChange: "oil_change" } as const;
export type ServiceType = (typeof SERVICE_TYPES)[keyof typeof SERVICE_TYPES];
export const SERVICE_TYPE_VALUES: readonly ServiceType[] = Object.values(SERVICE_TYPES);

/**
 * The car a service is asked for, as far as its services depend on it (an oil
 * change was offered for an electric car).
 */
export interface ServiceCar {
  fuel: string | null;
}

/** Fuel values of a car without a combustion engine: the catalogue's "electric", the fleet's German "Elektro". */
const WITHOUT_ENGINE_OIL: ReadonlySet<string> = new Set(["electric", "elektro", "bev"]);

/**
 * An oil change needs a combustion engine: petrol, diesel and hybrids have one, an electric car has
 * none. A car whose fuel is not known keeps the option (the workshop sees the car; deals.md §5 names
 * no rule: a choice).
 */
export function hasEngineOil(car: ServiceCar | null): boolean {
  const fuel = car?.fuel?.trim().toLowerCase();
  return !fuel || !WITHOUT_ENGINE_OIL.has(fuel);
}

/**
 * Which car each service is for: content names the same rule on the form's option (its visibility
 * `car-has-engine-oil`, `cms/visibility.ts`), so the form offers what the BFF accepts.
 */
export const SERVICE_ELIGIBILITY: Readonly<Record<ServiceType, ((car: ServiceCar | null) => boolean) | null>> = {
  main_inspection: null,
  oem_inspection: null,
  oil_change: hasEngineOil,
};

/** The requested services this car cannot have, in the order of §5. */
export function servicesNotForCar(services: readonly string[], car: ServiceCar | null): ServiceType[] {
  return orderedServices(services).filter((service) => SERVICE_ELIGIBILITY[service]?.(car) === false);
}

/** The longest note a customer can add (a text area of 2 to 5 rows, §5). */
export const MAX_SERVICE_DESCRIPTION_LENGTH = 1000;

export interface ServiceRequestInput extends PostalAddress {
  requested_services?: readonly string[] | undefined;
  /** deals.md §5 "default same address": the contact's address, which the BFF fills in. */
  same_address?: boolean | undefined;
  /** deals.md §3 serviceDescription: what the customer adds for the workshop. */
  description?: string | undefined;
}

export interface ServiceRequestIssue {
  path: string;
  code: Extract<IssueCode, "required" | "max" | "one_of" | "invalid" | "service_not_for_car" | "postcode_not_deliverable">;
  values?: Record<string, number>;
}

/**
 * The rule breaks of a request, none when it can be sent: at least one known service (§4 "next is
 * disabled until at least one service is ticked"), each once, each one this car can have; the address (§5, checked after the
 * BFF filled in the contact's for `same_address`); an optional note of plain text.
 */
export function serviceRequestIssues(input: ServiceRequestInput, car: ServiceCar | null = null): ServiceRequestIssue[] {
  const issues: ServiceRequestIssue[] = [];
  const services = input.requested_services ?? [];
  if (services.length === 0) issues.push({ path: "requested_services", code: "required" });
  else if (services.some((service) => !(SERVICE_TYPE_VALUES as readonly string[]).includes(service)) || new Set(services).size !== services.length)
    issues.push({ path: "requested_services", code: "one_of" });
  else if (servicesNotForCar(services, car).length > 0) issues.push({ path: "requested_services", code: "service_not_for_car" });
  issues.push(...postalAddressIssues(input));
  const description = input.description ?? "";
  if (description.trim().length > MAX_SERVICE_DESCRIPTION_LENGTH)
    issues.push({ path: "description", code: "max", values: { max: MAX_SERVICE_DESCRIPTION_LENGTH } });
  else if (NOT_TEXT_AREA.test(description)) issues.push({ path: "description", code: "invalid" });
  return issues;
}

/** The services in the order of §5, whatever order they were ticked in. */
export function orderedServices(services: readonly string[]): ServiceType[] {
  return SERVICE_TYPE_VALUES.filter((service) => services.includes(service));
}

/**
 * deals.md §7 "comment (address plus description)": what the operations side reads beside the
 * car and the services — where the car is, then the customer's note if any.
 */
export function serviceRequestComment(address: PostalAddress, description: string | undefined): string {
  const note = (description ?? "").trim();
  return note ? `${formatPostalAddress(address)}\n${note}` : formatPostalAddress(address);
}

/**
 * deals.md §5 "the car must have a car_id, otherwise the error modal opens": a service can be
 * booked for a subscription whose car is with the customer. A car still in preparation or already
 * returned has no workshop visit to plan (a choice: §4 names no states; the car must be handed over).
 */
export function canScheduleService(deal: { car_id: string | null; state: string; variant: string }): boolean {
  return deal.car_id !== null && deal.car_id !== "" && deal.variant === "SUBSCRIPTION" && deal.state === "ACTIVE";
}

/** What the business confirmation page shows (deals.md §2 "/car/{id}/support/inspection/confirmation"). */
export interface ServiceConfirmation {
  serviceTypes: ServiceType[];
  comment: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

/** The page's query, as §2 names it: serviceTypes (comma-separated), comment, street, houseNumber, postalCode, city. */
export function serviceConfirmationQuery(request: {
  requested_services: readonly string[];
  description: string | null;
  street: string;
  house_number: string;
  zip: string;
  city: string;
}): string {
  return new URLSearchParams({
    serviceTypes: orderedServices(request.requested_services).join(","),
    comment: request.description ?? "",
    street: request.street,
    houseNumber: request.house_number,
    postalCode: request.zip,
    city: request.city,
  }).toString();
}

/** The query read back; null when it names no known service (a page opened by hand). */
export function readServiceConfirmation(query: Readonly<Record<string, string | undefined>>): ServiceConfirmation | null {
  const serviceTypes = orderedServices((query.serviceTypes ?? "").split(","));
  if (serviceTypes.length === 0) return null;
  const text = (key: string) => (query[key] ?? "").trim();
  return {
    serviceTypes,
    comment: text("comment"),
    street: text("street"),
    houseNumber: text("houseNumber"),
    postalCode: text("postalCode"),
    city: text("city"),
  };
}
