/** Mileage: reports and packages (deals.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { MileageReport } from "@/features/mileage/rules/mileage-report-outcome";
import type { MileagePackages, MileagePackageUpgrade } from "@/features/mileage/types";
import { wireInteger } from "../wire-number";
import { bff, none, str, BFF, type Endpoint } from "./define";

export const mileageEndpoints = {
  // Mileage
  getMileagePackages: bff<MileagePackages>()({
    method: "GET",
    path: `${BFF}/deals/{id}/mileage_packages`,
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §4, §7",
  }),
  // Not `creates`: a PUT of the package the deal already has answers the change made and writes nothing.
  putMileagePackages: bff<MileagePackageUpgrade>()({
    method: "PUT",
    path: `${BFF}/deals/{id}/mileage_packages`,
    scope: "deal",
    status: "implemented",
    businessFlow: "mileageUpgrade",
    body: yup.object({ mileage_package: wireInteger().required() }),
    spec: "deals.md §4, §5, §7",
  }),
  postMileageReport: bff<MileageReport>()({
    method: "POST",
    path: `${BFF}/deals/{id}/mileage-report`,
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({ current_mileage: wireInteger().required(), dealId: yup.string() }),
    spec: "deals.md §5, §7",
  }),
  getActiveFleet: bff<{ mileage: number; maximum_mileage: number }>()({
    method: "GET",
    path: `${BFF}/active-fleet`,
    scope: "account",
    status: "implemented",
    body: yup.object({ car_id: str().required() }),
    spec: "deals.md §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
