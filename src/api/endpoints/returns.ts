/** The return (deals.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { ReturnStatusData } from "@/features/deals/status-types";
import type { PreReturnAppraisalBooking, PreReturnAppraisalOffer, ReturnData } from "@/features/deals/types";
import type { ReturnMetadata } from "@/features/returns/types";
import { bff, customerPostcode, none, str, BFF, returnPayload, type Endpoint } from "./define";

export const returnsEndpoints = {
  // Return
  postReturnChangeFee: bff<{ amount: number }>()({
    method: "POST",
    path: `${BFF}/deals/{id}/return-change-fee`,
    scope: "deal",
    status: "implemented",
    body: returnPayload,
    spec: "deals.md §7",
  }),
  getReturnMetadata: bff<ReturnMetadata>()({
    method: "GET",
    path: `${BFF}/deals/{id}/return-metadata`,
    scope: "deal",
    status: "implemented",
    // deals.md §7 "null values skipped": an empty parameter is no parameter.
    body: yup.object({ customer_postcode: customerPostcode(), return_type: yup.string().oneOf(["PICKUP", "SELF_RETURN", ""]) }),
    spec: "deals.md §7",
  }),
  putReturn: bff<ReturnData>()({
    method: "PUT",
    path: `${BFF}/deals/{id}/return`,
    scope: "deal",
    status: "implemented",
    body: returnPayload,
    spec: "deals.md §7",
  }),
  postNonRetentionComment: bff<{ comment: string; created_at: string }>()({
    method: "POST",
    path: `${BFF}/deals/{id}/non-retention-comment`,
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({ comment: yup.string().strict().max(1000).required() }),
    spec: "deals.md §7",
  }),
  getPreReturnAppraisal: bff<PreReturnAppraisalOffer>()({
    method: "GET",
    path: `${BFF}/deals/{id}/pre-return-appraisal`,
    scope: "deal",
    status: "implemented",
    // A day of the calendar ("2026-12-01"), or none yet: anything else is refused, not ignored.
    body: yup.object({ selected_date: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, "selected_date is a day, YYYY-MM-DD") }),
    spec: "deals.md §7",
  }),
  postPreReturnAppraisal: bff<PreReturnAppraisalBooking>()({
    method: "POST",
    path: `${BFF}/deals/{id}/pre-return-appraisal`,
    scope: "deal",
    status: "implemented",
    body: yup.object({ appointment_date: str().required(), appointment_timeslot: str().required() }),
    spec: "deals.md §7",
  }),
  getReturnStatus: bff<ReturnStatusData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/return-status`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2, §4, §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
