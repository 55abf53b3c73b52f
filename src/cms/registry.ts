/**
 * The module registry: one line per content module, pairing the contract of its folder
 * (`src/modules/<name>/<name>.contract.ts`) with its component. The module types, their resolved
 * entries and the page's module union are derived from this list (`cms/types.ts`); tests keep it
 * equal to the content types a page may link in `cms-schema/` (`registry.test.ts`).
 */
import type { ComponentType } from "react";
import { Accordion } from "@/modules/accordion/accordion";
import { accordionContract } from "@/modules/accordion/accordion.contract";
import { ActionGrid } from "@/modules/action-grid/action-grid";
import { actionGridContract } from "@/modules/action-grid/action-grid.contract";
import { Announcement } from "@/modules/announcement/announcement";
import { announcementContract } from "@/modules/announcement/announcement.contract";
import { CarSlider } from "@/modules/car-slider/car-slider";
import { Chat } from "@/modules/chat/chat";
import { chatContract } from "@/modules/chat/chat.contract";
import { carSliderContract } from "@/modules/car-slider/car-slider.contract";
import { Cta } from "@/modules/cta/cta";
import { ctaContract } from "@/modules/cta/cta.contract";
import { DataList } from "@/modules/data-list/data-list";
import { dataListContract } from "@/modules/data-list/data-list.contract";
import { DealBanner } from "@/modules/deal-banner/deal-banner";
import { dealBannerContract } from "@/modules/deal-banner/deal-banner.contract";
import { DevOnly } from "@/modules/dev-only/dev-only";
import { devOnlyContract } from "@/modules/dev-only/dev-only.contract";
import { Divider } from "@/modules/divider/divider";
import { dividerContract } from "@/modules/divider/divider.contract";
import { DynamicPromos } from "@/modules/dynamic-promos/dynamic-promos";
import { dynamicPromosContract } from "@/modules/dynamic-promos/dynamic-promos.contract";
import { EmergencyCallBlock } from "@/modules/emergency-call-block/emergency-call-block";
import { emergencyCallBlockContract } from "@/modules/emergency-call-block/emergency-call-block.contract";
import { FEATURES_WITH_PAGE_HEADING, FeatureModule } from "@/modules/feature-module/feature-module";
import { featureModuleContract } from "@/modules/feature-module/feature-module.contract";
import { LoyaltyProgramme } from "@/modules/loyalty-programme/loyalty-programme";
import { loyaltyProgrammeContract } from "@/modules/loyalty-programme/loyalty-programme.contract";
import { Modal } from "@/modules/modal/modal";
import { modalContract } from "@/modules/modal/modal.contract";
import { ReferralTeaser } from "@/modules/referral-teaser/referral-teaser";
import { referralTeaserContract } from "@/modules/referral-teaser/referral-teaser.contract";
import { Steps } from "@/modules/steps/steps";
import { stepsContract } from "@/modules/steps/steps.contract";
import { Textblock } from "@/modules/textblock/textblock";
import { textblockContract } from "@/modules/textblock/textblock.contract";
import type { FieldsOf, ModuleContract } from "./module-contract";
import type { ModuleProps } from "./module-props";
import type { ModuleEntry } from "./types";

export interface ModuleOptions<C extends ModuleContract> {
  /**
   * The module gallery names these examples instead of rendering them, as they show nothing
   * without a signed-in customer and a deal (a code-owned feature, a deal banner).
   */
  galleryLabel?: (fields: FieldsOf<C>) => string;
  /**
   * Whether an entry renders the page's level-one heading itself (a code-owned feature such as
   * the subscription list); a page with none visible gets its title as a hidden one (`CmsPage`).
   */
  pageHeading?: (fields: FieldsOf<C>) => boolean;
}

export type ModuleDefinition<C extends ModuleContract> = C & ModuleOptions<C> & { component: ComponentType<ModuleProps<C>> };

export function defineModule<C extends ModuleContract>(
  contract: C,
  component: ComponentType<ModuleProps<NoInfer<C>>>,
  options: ModuleOptions<NoInfer<C>> = {},
): ModuleDefinition<C> {
  return { ...contract, ...options, component };
}

export const registry = [
  defineModule(textblockContract, Textblock),
  defineModule(dividerContract, Divider),
  defineModule(accordionContract, Accordion),
  defineModule(ctaContract, Cta),
  defineModule(actionGridContract, ActionGrid),
  defineModule(emergencyCallBlockContract, EmergencyCallBlock),
  defineModule(dataListContract, DataList),
  defineModule(announcementContract, Announcement),
  defineModule(featureModuleContract, FeatureModule, {
    galleryLabel: (fields) => fields.key,
    pageHeading: (fields) => FEATURES_WITH_PAGE_HEADING.has(fields.key),
  }),
  defineModule(dynamicPromosContract, DynamicPromos),
  defineModule(referralTeaserContract, ReferralTeaser),
  defineModule(loyaltyProgrammeContract, LoyaltyProgramme, { pageHeading: () => true, galleryLabel: () => "loyalty" }),
  defineModule(carSliderContract, CarSlider),
  defineModule(stepsContract, Steps),
  defineModule(devOnlyContract, DevOnly),
  defineModule(dealBannerContract, DealBanner, { galleryLabel: (fields) => fields.banner }),
  defineModule(modalContract, Modal, { galleryLabel: (fields) => `?modalName=${fields.name}` }),
  defineModule(chatContract, Chat),
] as const;

export type RegisteredModule = (typeof registry)[number];

/** The registered module of an entry's content type. */
export function moduleOf(entry: ModuleEntry): ModuleDefinition<ModuleContract> {
  const definition = registry.find((candidate) => candidate.contentType === entry.type);
  if (!definition) throw new Error(`No module is registered for "${entry.type}"`);
  // Entries are read by the contract of their own content type (`cms/source/resolve-module.ts`).
  return definition as unknown as ModuleDefinition<ModuleContract>;
}

/** How the module gallery names an example of a module that needs a deal to show (`galleryLabel`); null for the others. */
export function galleryLabelOf(entry: ModuleEntry): string | null {
  return moduleOf(entry).galleryLabel?.(entry.fields) ?? null;
}

/** Whether the entry renders its page's level-one heading (`pageHeading`). */
export function rendersPageHeading(entry: ModuleEntry): boolean {
  return moduleOf(entry).pageHeading?.(entry.fields) ?? false;
}
