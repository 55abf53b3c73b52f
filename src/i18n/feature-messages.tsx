import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickClientMessages, type FeatureNamespace } from "./client-messages";

/**
 * Gives a feature's client parts the texts of its namespaces besides the layout's: a nested
 * provider replaces the layout's messages for its subtree, so it carries both.
 */
export async function FeatureMessages({ namespaces, children }: { namespaces: readonly FeatureNamespace[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickClientMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
