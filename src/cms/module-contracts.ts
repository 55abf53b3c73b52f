/**
 * The content modules: the one list of their contracts, without their components. The content
 * sources read entries with it (`resolvePageEntry`); the module types are derived from it
 * (`cms/types.ts`); the registry (`registry.ts`) gives each a component, and its type refuses a
 * contract without one. The list stays apart from the components because the sources are imported
 * by the layout too (the header and footer are content), and a server module importing the
 * components makes every module's client code part of every page's JavaScript.
 */
import { accordionContract } from "@/modules/accordion/accordion.contract";
import { actionGridContract } from "@/modules/action-grid/action-grid.contract";
import { announcementContract } from "@/modules/announcement/announcement.contract";
import { carSliderContract } from "@/modules/car-slider/car-slider.contract";
import { chatContract } from "@/modules/chat/chat.contract";
import { ctaContract } from "@/modules/cta/cta.contract";
import { dataListContract } from "@/modules/data-list/data-list.contract";
import { dealBannerContract } from "@/modules/deal-banner/deal-banner.contract";
import { devOnlyContract } from "@/modules/dev-only/dev-only.contract";
import { dividerContract } from "@/modules/divider/divider.contract";
import { dynamicPromosContract } from "@/modules/dynamic-promos/dynamic-promos.contract";
import { emergencyCallBlockContract } from "@/modules/emergency-call-block/emergency-call-block.contract";
import { featureModuleContract } from "@/modules/feature-module/feature-module.contract";
import { loyaltyProgrammeContract } from "@/modules/loyalty-programme/loyalty-programme.contract";
import { modalContract } from "@/modules/modal/modal.contract";
import { referralTeaserContract } from "@/modules/referral-teaser/referral-teaser.contract";
import { stepsContract } from "@/modules/steps/steps.contract";
import { textblockContract } from "@/modules/textblock/textblock.contract";

export const moduleContracts = [
  textblockContract,
  dividerContract,
  accordionContract,
  ctaContract,
  actionGridContract,
  emergencyCallBlockContract,
  dataListContract,
  announcementContract,
  featureModuleContract,
  dynamicPromosContract,
  referralTeaserContract,
  loyaltyProgrammeContract,
  carSliderContract,
  stepsContract,
  devOnlyContract,
  dealBannerContract,
  modalContract,
  chatContract,
] as const;

/** One of the registered contracts. */
export type RegisteredContract = (typeof moduleContracts)[number];

/** The content types of the registered modules. */
export type ModuleType = RegisteredContract["contentType"];
