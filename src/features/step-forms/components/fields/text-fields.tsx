import { useState, type HTMLAttributes } from "react";
import * as styles from "../step-form.css";
import type { FieldRendererProps } from "./field-renderer";

type TextInputProps = FieldRendererProps & { inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"]; autoComplete?: string };

/** A labelled one-line text input; the kinds below differ only in the keyboard and autofill they ask for. */
function TextInput({ field, control, registration, inputMode, autoComplete = "off" }: TextInputProps) {
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <input
        type="text"
        className={styles.input}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={field.placeholder ?? undefined}
        {...control}
        {...registration}
      />
    </>
  );
}

export function TextField(props: FieldRendererProps) {
  return <TextInput {...props} />;
}

/** Text, so that "12.5" can be refused with a reason instead of being dropped by the browser. */
export function NumberField(props: FieldRendererProps) {
  return <TextInput {...props} inputMode="numeric" />;
}

export function PhoneField(props: FieldRendererProps) {
  return <TextInput {...props} inputMode="tel" autoComplete="tel" />;
}

export function PostcodeField(props: FieldRendererProps) {
  return <TextInput {...props} inputMode="numeric" autoComplete="postal-code" />;
}

export function IbanField(props: FieldRendererProps) {
  return <TextInput {...props} />;
}

/** A text area's rows (deals.md §5 "Textarea rows 2 to 5"): one per line of its text, at least 2, at most 5. */
export const TEXTAREA_ROWS = { min: 2, max: 5 } as const;

export function textareaRows(value: string): number {
  return Math.min(TEXTAREA_ROWS.max, Math.max(TEXTAREA_ROWS.min, value.split("\n").length));
}

/** Several lines of free text (a comment): grows with its lines from 2 rows to 5, then scrolls. */
export function TextareaField({ field, control, registration }: FieldRendererProps) {
  const [rows, setRows] = useState<number>(TEXTAREA_ROWS.min);
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <textarea
        className={styles.input}
        rows={rows}
        placeholder={field.placeholder ?? undefined}
        onInput={(event) => setRows(textareaRows(event.currentTarget.value))}
        {...control}
        {...registration}
      />
    </>
  );
}
