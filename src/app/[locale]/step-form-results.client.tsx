"use client";

import type { ReactNode } from "react";
import { mileageReportResult } from "@/features/mileage/components/mileage-report-result.client";
import { mileageUpgradeResult } from "@/features/mileage/components/mileage-upgrade-result.client";
import { serviceConfirmationResult } from "@/features/service-requests/components/service-confirmation-result.client";
import type { StepFormResultRegistry } from "@/features/step-forms/result-renderer";
import { StepFormResultsProvider } from "@/modules/steps/step-form-results";

/** The result views step forms may name in content (`result`), each from its feature. */
export const STEP_FORM_RESULTS: StepFormResultRegistry = {
  "mileage-report-outcome": mileageReportResult,
  "service-confirmation": serviceConfirmationResult,
  "mileage-upgrade-success": mileageUpgradeResult,
};

export function StepFormResults({ children }: { children: ReactNode }) {
  return <StepFormResultsProvider results={STEP_FORM_RESULTS}>{children}</StepFormResultsProvider>;
}
