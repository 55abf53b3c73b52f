import type { Audience, BusinessRole } from "@/lib/audience";
import type { Dayjs } from "@/lib/clock";
import type { BusinessSettings } from "@/features/business/types";

/** What a deal rule may read besides the deal: never the real clock, always this `now`. */
export interface RuleContext {
  /** The moment the rule is evaluated, in Europe/Berlin. */
  now: Dayjs;
  audience: Audience;
  role: BusinessRole | null;
  /** A business customer's company settings (account.md §2 Business portal); absent or null: none apply. */
  businessSettings?: BusinessSettings | null;
}
