/**
 * The module registry: one component per content type of `cms-schema/`. The mapped type makes a
 * missing or mistyped module a type error; a test checks the keys against the content model.
 */
import type { ComponentType } from "react";
import { Accordion } from "@/modules/accordion/accordion";
import { CarSlider } from "@/modules/car-slider/car-slider";
import { ActionGrid } from "@/modules/action-grid/action-grid";
import { Announcement } from "@/modules/announcement/announcement";
import { Cta } from "@/modules/cta/cta";
import { DataList } from "@/modules/data-list/data-list";
import { DevOnly } from "@/modules/dev-only/dev-only";
import { DynamicPromos } from "@/modules/dynamic-promos/dynamic-promos";
import { Divider } from "@/modules/divider/divider";
import { EmergencyCallBlock } from "@/modules/emergency-call-block/emergency-call-block";
import { FeatureModule } from "@/modules/feature-module/feature-module";
import { ReferralTeaser } from "@/modules/referral-teaser/referral-teaser";
import { Steps } from "@/modules/steps/steps";
import { Textblock } from "@/modules/textblock/textblock";
import type { ModuleProps } from "./module-props";
import type { ModuleType } from "./types";

export type ModuleRegistry = { [T in ModuleType]: ComponentType<ModuleProps<T>> };

export const registry: ModuleRegistry = {
  textblock: Textblock,
  divider: Divider,
  accordion: Accordion,
  cta: Cta,
  actionGrid: ActionGrid,
  emergencyCallBlock: EmergencyCallBlock,
  dataList: DataList,
  announcement: Announcement,
  featureModule: FeatureModule,
  dynamicPromos: DynamicPromos,
  referralTeaser: ReferralTeaser,
  carSlider: CarSlider,
  steps: Steps,
  devOnly: DevOnly,
};
