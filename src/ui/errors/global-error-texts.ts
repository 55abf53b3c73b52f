/**
 * The texts of `app/global-error.tsx`, which renders when the locale layout (and with it the
 * messages) failed. They repeat `errors.loadTitle`, `errors.loadText` and `errors.retry` of
 * `src/messages`, so the page needs no message catalogue in its bundle; a test keeps them equal.
 */
export const GLOBAL_ERROR_TEXTS = {
  "de-DE": {
    title: "Daten konnten nicht geladen werden",
    text: "Beim Laden ist ein Fehler aufgetreten. Bitte noch einmal versuchen.",
    retry: "Nochmal versuchen",
  },
  "en-DE": { title: "Data could not be loaded", text: "Something went wrong while loading. Please try again.", retry: "Try again" },
  "en-US": { title: "Data could not be loaded", text: "Something went wrong while loading. Please try again.", retry: "Try again" },
} as const;

type GlobalLocale = keyof typeof GLOBAL_ERROR_TEXTS;

/** `pathname` as `usePathname` gives it, without the base path; German unless it names another locale. */
export function globalErrorTexts(pathname: string | null) {
  const first = pathname?.split("/").filter(Boolean)[0];
  const locale: GlobalLocale = first !== undefined && Object.hasOwn(GLOBAL_ERROR_TEXTS, first) ? (first as GlobalLocale) : "de-DE";
  return { lang: locale, ...GLOBAL_ERROR_TEXTS[locale] };
}
