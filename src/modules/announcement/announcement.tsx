import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { isAnnouncementShown } from "@/features/announcements/public";
import { accountLinkFilter } from "@/features/account/public.server";
import { CtaLink, withFilledHref } from "../cta/cta-link";
import * as styles from "./announcement.css";
import type { announcementContract } from "./announcement.contract";

export async function Announcement({ entry, context }: ModuleProps<typeof announcementContract>) {
  const { title, description, cta, config } = entry.fields;
  const viewer = { now: context.now, audience: context.customer ? context.audience : null, role: context.role };
  if (!isAnnouncementShown(config, viewer)) return null;
  const action = cta && withFilledHref(cta, cta.id, context);
  // An announcement of what the viewer cannot reach is not theirs (review I: the business portal's
  // driver assignment was announced to a fleet manager whose company does not show the portal).
  if (action?.href?.startsWith("/") && !(await accountLinkFilter(context.customer, context.locale))(`/${context.locale}${action.href}`)) return null;
  return (
    <aside className={styles.tone[config.type]} aria-label={title} data-announcement={config.name}>
      <p className={styles.title} {...inspectorProps(context, entry.id, "title")}>
        {title}
      </p>
      {description ? (
        <p className={styles.description} {...inspectorProps(context, entry.id, "description")}>
          {description}
        </p>
      ) : null}
      {action ? (
        <div className={styles.action}>
          <CtaLink cta={action} locale={context.locale} currentPath={context.path} />
        </div>
      ) : null}
    </aside>
  );
}
