import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import deDE from "@/messages/de-DE.json";
import enUS from "@/messages/en-US.json";

const messages = { "de-DE": deDE, "en-US": enUS } as const;

export function renderWithIntl(ui: ReactNode, locale: keyof typeof messages = "de-DE") {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Europe/Berlin">
      {ui}
    </NextIntlClientProvider>,
  );
}
