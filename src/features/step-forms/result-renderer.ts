import type { ComponentType } from "react";
import type { StepFormFields } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import type { Audience } from "@/lib/audience";

/** What a result view may know besides the endpoint's answer. */
export interface StepFormResultContext {
  form: StepFormFields;
  /** The deal of the page the form is on, if any. */
  deal: Deal | null;
  audience: Audience;
}

/**
 * The view a form shows after a successful submission, chosen by the form's `result` in content.
 * `read` turns the endpoint's answer into what `Result` shows, or null when the answer counts as
 * a failure after all (the form's error action runs then).
 */
export interface StepFormResultRenderer<T> {
  read: (answer: unknown, context: StepFormResultContext) => T | null;
  Result: ComponentType<{ value: T; context: StepFormResultContext }>;
}

/** A configured result other than the built-in message. */
export type StepFormResultName = Exclude<StepFormFields["result"], "message" | "close-modal">;

/** Loads a result view: its code is fetched when a form that names it opens, not with every page. */
export type StepFormResultLoader = () => Promise<StepFormResultRenderer<unknown>>;

/** The result views the app provides, by the name content uses. */
export type StepFormResultRegistry = Partial<Record<StepFormResultName, StepFormResultLoader>>;

/** Keeps `read` and `Result` agreeing on their value, then forgets its type for the registry. */
export function stepFormResult<T>(renderer: StepFormResultRenderer<T>): StepFormResultRenderer<unknown> {
  return renderer as StepFormResultRenderer<unknown>;
}
