/**
 * The module registry: each contract of `module-contracts.ts` (one per module folder,
 * `src/modules/<name>/<name>.contract.ts`) paired with its component and the composer's options.
 * Tests keep the contracts equal to the content types a page may link in `cms-schema/`
 * (`registry.test.ts`).
 */
import type { ComponentType } from "react";
import { Accordion } from "@/modules/accordion/accordion";
import { ActionGrid } from "@/modules/action-grid/action-grid";
import { Announcement } from "@/modules/announcement/announcement";
import { CarSlider } from "@/modules/car-slider/car-slider";
import { Chat } from "@/modules/chat/chat";
import { Cta } from "@/modules/cta/cta";
import { DataList } from "@/modules/data-list/data-list";
import { DealBanner } from "@/modules/deal-banner/deal-banner";
import { DevOnly } from "@/modules/dev-only/dev-only";
import { Divider } from "@/modules/divider/divider";
import { DynamicPromos } from "@/modules/dynamic-promos/dynamic-promos";
import { EmergencyCallBlock } from "@/modules/emergency-call-block/emergency-call-block";
import { FeatureModule } from "@/modules/feature-module/feature-module";
import { rendersOwnHeading, titlesItsHeading } from "@/modules/feature-module/feature-module.contract";
import { LoyaltyProgramme } from "@/modules/loyalty-programme/loyalty-programme";
import { Modal } from "@/modules/modal/modal";
import { ReferralTeaser } from "@/modules/referral-teaser/referral-teaser";
import { Steps } from "@/modules/steps/steps";
import { Textblock } from "@/modules/textblock/textblock";
import type { FieldsOf, ModuleContract } from "./module-contract";
import { moduleContracts, type ModuleType, type RegisteredContract } from "./module-contracts";
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
  /**
   * The title an entry renders as its own heading, which the composer raises to the page's h1 where
   * it reads the page's title (`page-heading.ts`; the component then renders `context.headingEntryId`'s
   * title as an h1).
   */
  titleHeading?: (fields: FieldsOf<C>) => string | null;
}

export type ModuleDefinition<C extends ModuleContract> = C & ModuleOptions<C> & { component: ComponentType<ModuleProps<C>> };

/** A registered module as the composer handles it: entries are read by their own type's contract (`cms/source/resolve-module.ts`). */
export type RegisteredModule = ModuleDefinition<ModuleContract<ModuleType>>;

type ContractOf<T extends ModuleType> = Extract<RegisteredContract, { contentType: T }>;

/** Each registered contract's component; a contract of `module-contracts.ts` without one does not compile. */
const components: { [T in ModuleType]: ComponentType<ModuleProps<ContractOf<T>>> } = {
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
  loyaltyProgramme: LoyaltyProgramme,
  carSlider: CarSlider,
  steps: Steps,
  devOnly: DevOnly,
  dealBanner: DealBanner,
  modal: Modal,
  chat: Chat,
};

/** A module whose `title` is its heading (`ModuleTitle`, the step form's title). */
const titled = { titleHeading: (fields: { title?: string | null }) => fields.title ?? null };

const options: { [T in ModuleType]?: ModuleOptions<ContractOf<T>> } = {
  featureModule: {
    galleryLabel: (fields) => fields.key,
    pageHeading: (fields) => rendersOwnHeading(fields.key),
    titleHeading: (fields) => (titlesItsHeading(fields.key) ? fields.title : null),
  },
  textblock: titled,
  accordion: titled,
  actionGrid: titled,
  carSlider: titled,
  dataList: titled,
  dynamicPromos: titled,
  emergencyCallBlock: titled,
  steps: titled,
  loyaltyProgramme: { pageHeading: () => true, galleryLabel: () => "loyalty" },
  dealBanner: { galleryLabel: (fields) => fields.banner },
  modal: { galleryLabel: (fields) => `?modalName=${fields.name}` },
};

/** The modules in the order of `module-contracts.ts`, each its contract with its component and options. */
export const registry: readonly RegisteredModule[] = moduleContracts.map(
  (contract) =>
    ({
      ...contract,
      ...options[contract.contentType],
      component: components[contract.contentType],
    }) as unknown as RegisteredModule,
);

/** The registered module of an entry's content type. */
export function moduleOf(entry: ModuleEntry): RegisteredModule {
  const definition = registry.find((candidate) => candidate.contentType === entry.type);
  if (!definition) throw new Error(`No module is registered for "${entry.type}"`);
  return definition;
}

/** How the module gallery names an example of a module that needs a deal to show (`galleryLabel`); null for the others. */
export function galleryLabelOf(entry: ModuleEntry): string | null {
  return moduleOf(entry).galleryLabel?.(entry.fields) ?? null;
}

/** The title the entry renders as its heading (`titleHeading`), or null. */
export function titleHeadingOf(entry: ModuleEntry): string | null {
  return moduleOf(entry).titleHeading?.(entry.fields) ?? null;
}

/** Whether the entry renders its page's level-one heading (`pageHeading`). */
export function rendersPageHeading(entry: ModuleEntry): boolean {
  return moduleOf(entry).pageHeading?.(entry.fields) ?? false;
}
