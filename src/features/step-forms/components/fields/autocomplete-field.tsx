import { useTranslations } from "next-intl";
import { useState } from "react";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";
import { LookupStatus } from "./lookup-status";
import { useFieldLookup } from "./use-field-lookup";

type Suggestion = Record<string, unknown> & { label: string };

function isSuggestion(value: unknown): value is Suggestion {
  return typeof value === "object" && value !== null && typeof (value as { label?: unknown }).label === "string";
}

/**
 * Picks one of the looked-up suggestions (the company's contacts or addresses, deals.md §2 "B2B
 * variants use contact and address autocompletes") and fills the fields the lookup's `fills`
 * names; the customer can still edit them. Typing filters the list (the browser's own combobox
 * for an input with a datalist, announced as such); nothing of its own is sent.
 */
export function AutocompleteField({ field, control, form }: FieldRendererProps) {
  const t = useTranslations("stepForms");
  const lookup = useFieldLookup(field.lookup, form);
  const suggestions = Array.isArray(lookup.data) ? lookup.data.filter(isSuggestion) : [];
  const [text, setText] = useState("");
  const listId = `${control.id}-suggestions`;

  const change = (value: string) => {
    setText(value);
    const picked = suggestions.find((suggestion) => suggestion.label === value);
    if (!picked) return;
    for (const [key, name] of Object.entries(field.lookup?.fills ?? {})) {
      const part = picked[key];
      if (typeof part === "string") form.setValueOf(name, part);
    }
  };

  if (!lookup.loading && !lookup.failed && suggestions.length === 0) return null;
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <input
        type="text"
        role="combobox"
        className={styles.input}
        list={listId}
        autoComplete="off"
        placeholder={field.placeholder ?? undefined}
        value={text}
        onChange={(event) => change(event.target.value)}
        {...control}
        // Read only until the suggestions are there: a label typed before would pick nothing.
        readOnly={lookup.loading}
        aria-busy={lookup.loading}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.label} value={suggestion.label} />
        ))}
      </datalist>
      <LookupStatus lookup={lookup} loadingText={t("loading")} />
    </>
  );
}
