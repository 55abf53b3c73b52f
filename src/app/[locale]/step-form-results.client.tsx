"use client";

import type { ReactNode } from "react";
import type { StepFormResultRegistry } from "@/features/step-forms/result-renderer";
import { StepFormResultsProvider } from "@/features/step-forms/components/step-form-results.client";

/**
 * The result views step forms may name in content (`result`), each from its feature. Loaded on
 * demand: this provider is in the layout, and the views with their rules (the service
 * request's address checks with dayjs among them) were part of every page's start-up script.
 */
export const STEP_FORM_RESULTS: StepFormResultRegistry = {
  "mileage-report-outcome": () => import("@/features/mileage/components/mileage-report-result.client").then((view) => view.mileageReportResult),
  "service-confirmation": () =>
    import("@/features/service-requests/components/service-confirmation-result.client").then((view) => view.serviceConfirmationResult),
  "mileage-upgrade-success": () => import("@/features/mileage/components/mileage-upgrade-result.client").then((view) => view.mileageUpgradeResult),
};

export function StepFormResults({ children }: { children: ReactNode }) {
  return <StepFormResultsProvider results={STEP_FORM_RESULTS}>{children}</StepFormResultsProvider>;
}
