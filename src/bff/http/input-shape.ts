/**
 * Shapes of input that are refused before a schema sees them, each of which
 * used to end in a 500: a key of `Object.prototype` ("__proto__", "constructor", "toString"),
 * which yup looks up as a field of its schema and crashes on; nesting so deep that validation
 * overflows the stack; a NUL character, which PostgreSQL cannot store or compare (22021).
 * Pure: the walk is iterative, so no input can overflow it either.
 */

import { CONTROL_CHARACTER } from "@/lib/text";

/** Deeper than any body of the catalogue (2 levels) will ever be. */
export const MAX_INPUT_DEPTH = 32;

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
const NUL = /\u0000/;

export type TextRule = "no-nul" | "no-control";

/**
 * Why `input` is refused, or null. `text` says which characters strings (and keys) must not
 * contain: free text in a body may hold line breaks and tabs, never NUL; queries may hold no
 * control character at all.
 */
export function inputShapeProblem(input: unknown, text: TextRule): string | null {
  const forbidden = text === "no-nul" ? NUL : CONTROL_CHARACTER;
  const what = text === "no-nul" ? "a NUL character" : "a control character";
  const pending: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: "" }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, depth, path } = item;
    if (typeof value === "string") {
      if (forbidden.test(value)) return `The value${path ? ` of ${path}` : ""} contains ${what}.`;
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return `The input is nested deeper than ${MAX_INPUT_DEPTH} levels.`;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(value)) {
        if (PROTOTYPE_KEYS.has(key)) return `The key ${JSON.stringify(key)} is not allowed.`;
        if (forbidden.test(key)) return `A key contains ${what}.`;
      }
      pending.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return null;
}

/** Whether a decoded path segment holds a control character (a NUL in an id reached PostgreSQL). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
