import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import deDE from "@/messages/de-DE.json";
import enUS from "@/messages/en-US.json";

const messages = { "de-DE": deDE, "en-US": enUS } as const;

/** Renders in a locale, with a client data cache of its own (no answer leaks from one test into the next). */
export function renderWithIntl(ui: ReactNode, locale: keyof typeof messages = "de-DE") {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Berlin">
      <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
