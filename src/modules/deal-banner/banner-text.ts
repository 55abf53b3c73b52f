const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders a content text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The text with each placeholder replaced by its value; validation has made sure each has one. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
}
