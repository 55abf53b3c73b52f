import type { FormField, FormStep } from "@/cms/types";
import { issueMessage, type MessageRef } from "@/features/errors/rules/problem-message";
import type { ValidationError } from "./validators/validators";

/**
 * Why a field's value is refused: a rule of the form (worded from `validation.*`), the endpoint's
 * issue code (worded from its message), or what the field itself says of the form's state while it
 * lasts (a "manual error", deals.md §5: photos still uploading).
 */
export type FieldMessage =
  { source: "rule"; error: ValidationError } | { source: "server"; message: MessageRef } | { source: "manual"; message: MessageRef };

export interface ServerFieldIssue {
  field: FormField;
  message: FieldMessage;
}

/**
 * The issues of a 422 answer (`{ issues: [{ path, code, values }] }`) on the fields they name, worded
 * from their codes: a path is a field's payload key (`mapTo`, else its name).
 * Issues naming no field of the form are left out.
 */
export function serverFieldIssues(answer: unknown, steps: readonly FormStep[]): ServerFieldIssue[] {
  const issues = (answer as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  const fields = steps.flatMap((step) => step.fields);
  return issues.flatMap((issue: { path?: unknown }) => {
    const field = fields.find((candidate) => (candidate.mapTo ?? candidate.name) === issue?.path);
    return field ? [{ field, message: { source: "server" as const, message: issueMessage(issue) } }] : [];
  });
}
