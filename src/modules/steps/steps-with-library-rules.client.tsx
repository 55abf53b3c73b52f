"use client";

import { ALL_CHECKS } from "@/features/step-forms/validators/field-validations";
import { StepForm, type StepFormProps } from "./steps.client";

/** The step form with every check, for forms whose content names a rule that needs a library (phone, IBAN). */
export function StepFormWithLibraryRules(props: Omit<StepFormProps, "checks">) {
  return <StepForm {...props} checks={ALL_CHECKS} />;
}
