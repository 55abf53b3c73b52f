import { Link } from "@/ui/link.client";
import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import * as promo from "../dynamic-promos/dynamic-promos.css";
import { moduleSection } from "@/ui/module.css";
import type { referralTeaserContract } from "./referral-teaser.contract";

/**
 * The referral self-service teaser (account.md §2, "Teaser link /portal/de-DE/referral"): texts
 * from content, the link always to the referral page of the current locale, which asks a visitor
 * to sign in before it shows a voucher code.
 */
export function ReferralTeaser({ entry, context }: ModuleProps<typeof referralTeaserContract>) {
  const { title, text, ctaText } = entry.fields;
  return (
    <section className={`${moduleSection} ${promo.card}`} aria-label={title}>
      <h2 className={promo.title} {...inspectorProps(context, entry.id, "title")}>
        {title}
      </h2>
      {text ? (
        <p className={promo.text} {...inspectorProps(context, entry.id, "text")}>
          {text}
        </p>
      ) : null}
      <p className={promo.text}>
        <Link className={button.secondary} href={paths.referral(context.locale)} {...inspectorProps(context, entry.id, "ctaText")}>
          {ctaText}
        </Link>
      </p>
    </section>
  );
}
