"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/ui/link.client";
import { pathInLocale } from "../rules/locale-choice";

/** One of the footer's locale choices: the page being shown, in that locale. */
export function LocaleChoiceLink({
  locale,
  current,
  className,
  children,
}: {
  locale: Locale;
  current: boolean;
  className: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      href={pathInLocale(pathname ?? "/", locale)}
      hrefLang={locale}
      lang={locale}
      className={className}
      aria-current={current ? "true" : undefined}
    >
      {children}
    </Link>
  );
}
