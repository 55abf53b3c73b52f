/** Damage reports and service requests (deals.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { DamageReport } from "@/features/damage/types";
import type { ScheduleServiceTarget, ServiceRequest } from "@/features/service-requests/types";
import type { FileDownload } from "../file-download";
import { DAMAGE_PHOTO_MAX_BYTES, uploadBodyLimit } from "../upload-limits";
import { endpoint, bff, none, str, BFF, type Endpoint } from "./define";

export const damageAndServiceEndpoints = {
  // Damage and service
  postDamageImage: bff<{ path: { location: string } }>()({
    method: "POST",
    path: `${BFF}/active-fleet/damage-reports/images`,
    scope: "deal",
    status: "implemented",
    businessFlow: "reportDamage",
    body: yup.object({ subscription_id: str().required(), timestamp: str().required() }),
    upload: true,
    maxBodyBytes: uploadBodyLimit(DAMAGE_PHOTO_MAX_BYTES),
    spec: "deals.md §7",
  }),
  // The photo behind a `path.location`, to its uploader only (deals.md §9 uploads; the path is the portal's own).
  getDamagePhoto: bff<FileDownload>()({
    method: "GET",
    path: `${BFF}/active-fleet/damage-reports/images/{photoId}`,
    scope: "account",
    status: "implemented",
    body: none,
    download: true,
    spec: "deals.md §7, §9",
  }),
  postDamageReport: bff<DamageReport>()({
    method: "POST",
    path: `${BFF}/active-fleet/damage-reports`,
    scope: "deal",
    status: "implemented",
    businessFlow: "reportDamage",
    creates: true,
    // deals.md §7's fields, and what the form asks besides (§3 form fields): the defect type,
    // whether the car can be driven, the day it happened (null: unknown), and sameAddress (the BFF
    // then takes the contract's address).
    body: yup.object({
      description: yup.string(),
      paths: yup.array(yup.string().defined()).max(20),
      // Optional here: with same_address the BFF takes the contract's; the rules of §5 decide.
      street: yup.string(),
      city: yup.string(),
      zip: yup.string(),
      house_number: yup.string(),
      subscription_id: str().required(),
      country: yup.string(),
      defect_type: yup.string(),
      not_drivable: yup.boolean(),
      occurred_on: yup.string().nullable(),
      unknown_date: yup.boolean(),
      same_address: yup.boolean(),
    }),
    spec: "deals.md §3, §5, §7",
  }),
  getDamageReports: bff<DamageReport[]>()({
    method: "GET",
    path: `${BFF}/deals/{id}/damage-reports`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §7",
  }),
  // deals.md §7 "returns url": where this car's request goes. Production posted it straight to an
  // automation endpoint; here it is the BFF's own postServiceRequestOfDeal, which decides and hands
  // the request to the operations side through the outbox (topics service-request, workflow-trigger).
  getScheduleServiceUrl: bff<ScheduleServiceTarget>()({
    method: "GET",
    path: `${BFF}/deals/schedule-service/{carId}`,
    scope: "deal",
    status: "implemented",
    businessFlow: "scheduleService",
    body: yup.object({ dealId: str().required() }),
    spec: "deals.md §5, §7",
  }),
  postServiceRequestOfDeal: bff<ServiceRequest>()({
    method: "POST",
    path: `${BFF}/deals/{id}/service-requests`,
    scope: "deal",
    status: "implemented",
    businessFlow: "scheduleService",
    creates: true,
    // deals.md §3 "Service request" as the form sends it: the services by their §5 wire names, the
    // address unless same_address (the BFF then takes the contract's), the customer's note.
    body: yup.object({
      requested_services: yup.array(yup.string().defined()).max(3).required(),
      same_address: yup.boolean(),
      street: yup.string(),
      house_number: yup.string(),
      zip: yup.string(),
      city: yup.string(),
      description: yup.string(),
    }),
    spec: "deals.md §3, §5, §7",
  }),
  // What the outbox delivers for a service request (topic "service-request"); not called by the browser.
  postServiceRequest: endpoint<unknown>()({
    method: "POST",
    path: "/automation/service-request",
    host: "automation",
    scope: "deal",
    status: "planned",
    body: yup.object({ car_id: str().required(), comment: str(), requested_services: yup.array(yup.string().defined()).required() }),
    spec: "deals.md §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
