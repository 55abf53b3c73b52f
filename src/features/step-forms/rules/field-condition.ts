/**
 * Fields and steps can be hidden by conditions on other fields (account.md §4 "Multi-step forms").
 * Content writes `{ "field": "sameAddress", "equals": false }`, `{ "field": "x", "notEquals": "y" }`
 * or `{ "field": "x", "filled": true }`.
 */
export type FieldCondition =
  { field: string; equals: string | number | boolean } | { field: string; notEquals: string | number | boolean } | { field: string; filled: boolean };

export function isConditionMet(condition: FieldCondition | null, values: Readonly<Record<string, unknown>>): boolean {
  if (!condition) return true;
  const value = values[condition.field];
  if ("equals" in condition) return value === condition.equals;
  if ("notEquals" in condition) return value !== condition.notEquals;
  const filled = value !== undefined && value !== null && value !== "" && value !== false;
  return filled === condition.filled;
}

export function parseFieldCondition(raw: unknown): FieldCondition | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "object") throw new Error("a condition must be an object");
  const { field, ...rest } = raw as Record<string, unknown>;
  if (typeof field !== "string" || field === "") throw new Error("a condition needs a field name");
  const keys = Object.keys(rest);
  const scalar = (value: unknown): value is string | number | boolean => ["string", "number", "boolean"].includes(typeof value);
  if (keys.length === 1 && keys[0] === "equals" && scalar(rest.equals)) return { field, equals: rest.equals };
  if (keys.length === 1 && keys[0] === "notEquals" && scalar(rest.notEquals)) return { field, notEquals: rest.notEquals };
  if (keys.length === 1 && keys[0] === "filled" && typeof rest.filled === "boolean") return { field, filled: rest.filled };
  throw new Error(`a condition on "${field}" needs exactly one of equals, notEquals or filled`);
}
