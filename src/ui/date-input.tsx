import type { ComponentPropsWithRef } from "react";
import { maskGermanDate } from "@/lib/date-mask";

/**
 * The input of every DD.MM.YYYY date (account.md §5, deals.md §5 "Date input mask 00.00.0000"):
 * the birthday, a driver's dates and a damage's day behave alike, dots put in as digits are typed
 *. A text field with the numeric keyboard, so a phone shows digits.
 */
export function DateInput({ onChange, ...props }: Omit<ComponentPropsWithRef<"input">, "type">) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...props}
      onChange={(event) => {
        event.target.value = maskGermanDate(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
