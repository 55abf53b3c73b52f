import type { ModuleProps } from "@/cms/module-props";
import { DelayAlternatives } from "@/features/delivery/public.components";
import { Banner } from "@/ui/banner";
import { CtaLink, withFilledHref } from "../cta/cta-link";
import { fillPlaceholders } from "./banner-text";
import { DEAL_BANNERS, type DealBannerDefinition, type dealBannerContract } from "./deal-banner.contract";
import { dealBannerValues } from "./deal-banner-values";

/** A banner of a subscription's page, in the customer's form of address (deals.md §1, §6: Sie for business customers). */
export async function DealBanner({ entry, context }: ModuleProps<typeof dealBannerContract>) {
  const { banner, texts, businessTexts, delayModal, businessDelayModal } = entry.fields;
  const found = await dealBannerValues(banner, context);
  if (!found) return null;
  const { title, text, creditText } = (context.audience === "b2b" ? businessTexts : null) ?? texts;
  const look: DealBannerDefinition = DEAL_BANNERS[banner];
  const modalTexts = (context.audience === "b2b" ? businessDelayModal : null) ?? delayModal;
  const cta = entry.fields.cta && withFilledHref(entry.fields.cta, entry.fields.cta.id, context);
  return (
    <Banner name={look.name ?? banner} tone={look.tone} title={fillPlaceholders(title, found.values)}>
      <p>{fillPlaceholders(text, found.values)}</p>
      {/* The offer "if you keep it, we credit …" is answered once a choice is stored (review round 12). */}
      {found.credit && creditText && !found.delay?.chosen ? <p>{fillPlaceholders(creditText, { credit: found.credit })}</p> : null}
      {found.delay && modalTexts && context.deal ? (
        <DelayAlternatives
          dealId={context.deal.id}
          locale={context.locale}
          audience={context.audience}
          texts={modalTexts}
          alternativeCarHref={found.delay.alternativeCarHref}
          alternativeCarFrom={found.delay.alternativeCarFrom}
          changeDateHref={found.delay.changeDateHref}
          credit={found.credit}
          chosen={found.delay.chosen}
        />
      ) : null}
      {cta ? (
        <p>
          <CtaLink cta={cta} locale={context.locale} currentPath={context.path} />
        </p>
      ) : null}
    </Banner>
  );
}
