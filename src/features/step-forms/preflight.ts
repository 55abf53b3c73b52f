import { buildPath, ENDPOINT_ROUTES } from "@/api/endpoint-routes";
import type { StepFormFields, StepFormPreflight } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import { isAllowedFormPath } from "./rules/endpoint-allow-list";

/**
 * Checks a form makes as it opens, by the name content gives (`preflight`): where each asks for
 * the page's deal, or null when it cannot even ask, which counts as a failed check.
 */
const PREFLIGHTS: Record<StepFormPreflight, (deal: Deal | null) => string | null> = {
  // deals.md §5 "the car must have a car_id, otherwise the error modal opens"; §7 "returns url".
  "schedule-service": (deal) =>
    deal?.car_id
      ? `${buildPath(ENDPOINT_ROUTES.getScheduleServiceUrl.path, { carId: deal.car_id })}?${new URLSearchParams({ dealId: deal.id }).toString()}`
      : null,
};

/** A form's check as the page gives it to the browser: null without one, `{ url: null }` for one that fails at once. */
export type PreflightRequest = { url: string | null } | null;

export function preflightRequest(form: StepFormFields, deal: Deal | null): PreflightRequest {
  return form.preflight ? { url: PREFLIGHTS[form.preflight](deal) } : null;
}

/**
 * The address a check answered (`{ url }`), if the form may be sent there: a path of this BFF
 * that takes the form's method, as for every form endpoint; null for anything else.
 */
export function preflightTarget(answer: unknown, method: StepFormFields["submit"]["method"]): string | null {
  if (answer === null || typeof answer !== "object") return null;
  const { url } = answer as { url?: unknown };
  return typeof url === "string" && isAllowedFormPath(url, method) ? url : null;
}
