import { useTranslations } from "next-intl";
import { dealStatus } from "../rules/deal-status";
import type { Deal } from "../types";
import * as styles from "./status-badge.css";

type Props = { deal: Pick<Deal, "state" | "variant" | "return_type" | "days_left_to_schedule_return"> };

/** The deal's status label in its colour (deals.md section 4); the tone is also a data attribute for tests and styling hooks. */
export function StatusBadge({ deal }: Props) {
  const t = useTranslations("dealStatus");
  const status = dealStatus(deal);
  return (
    <span className={styles.badge[status.tone]} data-tone={status.tone} data-testid="deal-status">
      <span className={styles.dot} aria-hidden="true" />
      {t(status.label)}
    </span>
  );
}
