import { Link } from "@/ui/link.client";
import { FeatureMessages } from "@/i18n/feature-messages";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { accountEntryHref, type AccountEntry, type AccountEntryAction } from "../rules/account-visibility";
import { VerifyEmailEntry } from "./verify-email-entry.client";

/** The entry whose section holds the path, the deepest one winning (a deal page is "mycars"). */
export function currentAccountEntry<E extends AccountEntry>(entries: readonly E[], locale: Locale, path: string): E | undefined {
  return entries
    .filter((entry) => path === accountEntryHref(entry, locale) || path.startsWith(`${accountEntryHref(entry, locale)}/`))
    .sort((a, b) => accountEntryHref(b, locale).length - accountEntryHref(a, locale).length)[0];
}

/** One entry of the account navigation or the account menu. */
export function AccountEntryLink({
  entry,
  action,
  locale,
  current,
  className,
  children,
  email = "",
  audience = "b2c",
}: {
  entry: AccountEntry;
  action: AccountEntryAction;
  locale: Locale;
  current: boolean;
  className: string;
  children: string;
  /** The customer's email and audience, for the email-verification modal. */
  email?: string;
  audience?: Audience;
}) {
  // account.md §4: an unverified customer's entry opens the email-verification modal instead of navigating.
  if (action === "verify-email") {
    return (
      <FeatureMessages namespaces={["authMessages"]}>
        <VerifyEmailEntry
          entry={entry}
          href={accountEntryHref(entry, locale)}
          label={children}
          className={className}
          email={email}
          audience={audience}
        />
      </FeatureMessages>
    );
  }
  return (
    <Link href={accountEntryHref(entry, locale)} className={className} aria-current={current ? "page" : undefined} data-account-entry={entry}>
      {children}
    </Link>
  );
}
