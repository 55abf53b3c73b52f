"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { stepFormResult } from "@/features/step-forms/result-renderer";
import type { Locale } from "@/i18n/locales";
import { loadPortalPage } from "@/lib/navigate";
import { BASE_PATH, paths } from "@/lib/paths";
import { serviceConfirmationQuery } from "../rules/service-request";
import type { ServiceRequest } from "../types";

function isServiceRequest(answer: unknown): answer is ServiceRequest {
  if (answer === null || typeof answer !== "object") return false;
  const { id, requested_services, street, house_number, zip, city } = answer as Record<string, unknown>;
  return typeof id === "string" && Array.isArray(requested_services) && [street, house_number, zip, city].every((part) => typeof part === "string");
}

/**
 * The result "service-confirmation" (deals.md §2, §6): a business user's accepted service request
 * leads to its confirmation page, the request's values in the query; the link is there for the
 * moment the page loads.
 */
export const serviceConfirmationResult = stepFormResult<ServiceRequest>({
  read: (answer) => (isServiceRequest(answer) ? answer : null),
  Result: function ServiceConfirmationRedirect({ value }) {
    const t = useTranslations("serviceRequests");
    const locale = useLocale() as Locale;
    const target = paths.serviceConfirmation(locale, value.subscription_id, serviceConfirmationQuery(value));
    useEffect(() => loadPortalPage(target), [target]);
    return (
      <p role="status">
        <a href={`${BASE_PATH}${target}`}>{t("toConfirmation")}</a>
      </p>
    );
  },
});
