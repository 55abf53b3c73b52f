import type { ReactNode } from "react";
import * as styles from "./banner.css";

export type BannerTone = "info" | "warning" | "success";

/** A notice inside the page flow (not a toast): a titled region screen readers can jump to. */
export function Banner({
  tone = "info",
  title,
  children,
  actions,
  name,
}: {
  tone?: BannerTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  name?: string;
}) {
  return (
    <section className={styles.banner[tone]} aria-label={title} data-banner={name}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
