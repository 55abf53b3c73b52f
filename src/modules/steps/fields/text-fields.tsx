import type { HTMLAttributes } from "react";
import * as styles from "../steps.css";
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

/** Several lines of free text (a comment). */
export function TextareaField({ field, control, registration }: FieldRendererProps) {
  return (
    <>
      <label htmlFor={control.id} className={styles.label}>
        {field.label}
      </label>
      <textarea className={styles.input} rows={4} placeholder={field.placeholder ?? undefined} {...control} {...registration} />
    </>
  );
}
