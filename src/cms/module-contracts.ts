/**
 * The contracts of the content modules, without their components: what the content sources need
 * to read entries (`resolvePageEntry`). The sources are imported by the layout too (the header and
 * footer are content), and a server module that imports the registry makes every module's client
 * components part of every page's JavaScript (issue 11: 100 KiB gzip on the empty route). The
 * registry (`registry.ts`) pairs each with its component, in this order (`registry.test.ts`).
 */
import type { ModuleContract } from "./module-contract";
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

export const moduleContracts: readonly ModuleContract[] = [
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
];
