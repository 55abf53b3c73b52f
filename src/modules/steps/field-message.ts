import type { FormField, FormStep } from "@/cms/types";
import type { ValidationError } from "@/features/step-forms/validators/validators";

/** Why a field's value is refused: a rule of the form (worded from `validation.*`), or the endpoint's reason. */
export type FieldMessage = { source: "rule"; error: ValidationError } | { source: "server"; text: string };

export interface ServerFieldIssue {
  field: FormField;
  message: FieldMessage;
}

/**
 * The reasons of a 422 answer (`{ issues: [{ path, message }] }`) on the fields they name: a path
 * is a field's payload key (`mapTo`, else its name). Reasons naming no field of the form are left out.
 */
export function serverFieldIssues(answer: unknown, steps: readonly FormStep[]): ServerFieldIssue[] {
  const issues = (answer as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  const fields = steps.flatMap((step) => step.fields);
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) => {
    const field = fields.find((candidate) => (candidate.mapTo ?? candidate.name) === issue.path);
    return field && typeof issue.message === "string" ? [{ field, message: { source: "server" as const, text: issue.message } }] : [];
  });
}
