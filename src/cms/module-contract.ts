import type { Document } from "@contentful/rich-text-types";
import type { PageModule } from "./types";

/**
 * What a module folder tells the composer about its content type (`src/modules/<name>/<name>.contract.ts`):
 * the content type id of `cms-schema/`, the checks that only this type needs, and how a schema-checked
 * entry becomes the fields its component renders. The registry (`cms/registry.ts`) pairs each
 * contract with its component.
 */
export interface ModuleContract<T extends string = string, F = unknown> {
  readonly contentType: T;
  /**
   * Problems the schema cannot express (a video CTA's source, a form's endpoint, a banner's
   * placeholders); any problem makes the entry an unsupported module that customers never see.
   */
  readonly validate?: (entry: CheckedEntry) => string[];
  /** The fields the component renders, read from an entry that passed `cms-schema/` and `validate`. */
  readonly fields: (entry: CheckedEntry) => F;
}

export type FieldsOf<C> = C extends ModuleContract<string, infer F> ? F : never;

export function defineContract<const T extends string, F>(contract: ModuleContract<T, F>): ModuleContract<T, F> {
  return contract;
}

/**
 * A single-locale entry that has passed its schema check, with typed field access. Linked entries
 * are checked when they are read; rich text comes with its embedded entries and links resolved.
 */
export interface CheckedEntry {
  id: string;
  text(field: string): string | null;
  requiredText(field: string): string;
  flag(field: string): boolean;
  oneOf<T extends string | number>(field: string, allowed: readonly T[]): T | null;
  requiredOneOf<T extends string | number>(field: string, allowed: readonly T[]): T;
  listOf<T extends string>(field: string, allowed: readonly T[]): T[];
  richText(field: string): Document;
  /** The raw value of an Object (JSON) or Number field; its shape is checked by the caller. */
  object(field: string): unknown;
  link(field: string): CheckedEntry | null;
  links(field: string): CheckedEntry[];
  /** The modules linked in `field`, each resolved as the page's own are (an unsupported one included, never thrown). */
  modules(field: string): PageModule[];
}

/** A page or one of the entries it needs does not match its content type. */
export class InvalidEntryError extends Error {
  override name = "InvalidEntryError";
}

/** Validates an entry with the contract, then reads its fields; linked modules (a grid's CTAs) go through here too. */
export function readEntry<F>(contract: ModuleContract<string, F>, entry: CheckedEntry): F {
  const problems = contract.validate?.(entry) ?? [];
  if (problems.length > 0) throw new InvalidEntryError(`${contract.contentType} "${entry.id}": ${problems.join("; ")}`);
  return contract.fields(entry);
}

/** Names the entry in a content error thrown while reading one of its JSON fields. */
export function withEntry<T>(entry: CheckedEntry, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new InvalidEntryError(`"${entry.id}": ${error instanceof Error ? error.message : String(error)}`);
  }
}
