import type { Deal } from "@/features/deals/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import type { Locale } from "@/i18n/locales";
import type { SessionCustomer } from "@/bff/auth/session-customer";

/** Everything a module may know about the request it renders for; built once per page. */
export interface PageContext extends RuleContext {
  locale: Locale;
  /** The requested path below the base path, e.g. "/de-DE/mycars/deal-1". */
  path: string;
  /** Values of the page's dynamic segments, e.g. `{ dealId: "deal-1" }` for `mycars/[dealId]`. */
  params: Record<string, string>;
  /** The query string's single values, e.g. `login`, `next`, `modalName`. */
  query: Record<string, string>;
  customer: SessionCustomer | null;
  /** The deal named by the path (`[dealId]`), already checked to belong to the customer. */
  deal: Deal | null;
  preview: boolean;
  /**
   * The request carries editor cookies (account.md §2 "editor cookies reveal edit links"): draft
   * mode, or the developer cookie matched by its editor-helper cookie. Editors then see edit links
   * and the live-preview inspector's attributes on live pages too.
   */
  editor: boolean;
  /**
   * The shown module whose title is the page's title (`cms/page-heading.ts`): it renders that title
   * as the page's level-one heading, instead of a hidden one repeating it.
   */
  headingEntryId?: string;
}
