import type { Audience, BusinessRole } from "@/lib/audience";
import type { Dayjs } from "@/lib/clock";

/** What a deal rule may read besides the deal: never the real clock, always this `now`. */
export interface RuleContext {
  /** The moment the rule is evaluated, in Europe/Berlin. */
  now: Dayjs;
  audience: Audience;
  role: BusinessRole | null;
}
