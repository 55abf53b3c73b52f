/**
 * Every enumeration of the content model that code owns: the values a field of
 * `cms-schema/content-types.json` may take are the list the code reads it with, never a copy.
 * `npx tsx scripts/cms/schema-enums.ts` writes them into the schema; `code-enumerations.test.ts`
 * fails while the schema differs from what this gives. A new list the code reads content with
 * gets its line here.
 */
import { BENEFIT_ICONS, LOYALTY_LEVELS } from "@/features/loyalty/types";
import { ACTION_GRID_COLUMNS } from "@/modules/action-grid/action-grid.contract";
import { ANNOUNCEMENT_TYPES } from "@/modules/announcement/announcement.contract";
import { CTA_TYPES, CTA_VARIANTS } from "@/modules/cta/cta.contract";
import { DATA_LIST_FIELDS, DATA_LIST_FORMATS } from "@/modules/data-list/data-list.contract";
import { DEAL_BANNER_KINDS } from "@/modules/deal-banner/deal-banner.contract";
import { DIVIDER_SPACINGS } from "@/modules/divider/divider.contract";
import { PROMO_MAX_ITEMS } from "@/modules/dynamic-promos/dynamic-promos.contract";
import { FEATURE_KEYS } from "@/modules/feature-module/feature-module.contract";
import { SITE_FOOTER_VARIANTS, SITE_HEADER_VARIANTS } from "../source/resolve-site-chrome";
import { ANNOUNCEMENT_ROLES } from "@/features/announcements/rules/is-announcement-shown";
import { PROMO_AUDIENCES } from "@/features/promos/rules/is-promo-shown";
import { FORM_FIELD_KINDS } from "@/features/step-forms/field-kinds";
import { STEP_FORM_ERROR_ACTIONS, STEP_FORM_METHODS, STEP_FORM_PREFILLS, STEP_FORM_PREFLIGHTS, STEP_FORM_RESULTS } from "../types";
import { VISIBILITY_RULE_NAMES } from "../visibility";

export interface CodeEnumeration {
  /** A content type id, or "*" for the field of that id in every type (`visibility`). */
  contentType: string;
  field: string;
  values: readonly (string | number)[];
}

export const CODE_ENUMERATIONS: readonly CodeEnumeration[] = [
  { contentType: "*", field: "visibility", values: VISIBILITY_RULE_NAMES },
  { contentType: "featureModule", field: "key", values: FEATURE_KEYS },
  { contentType: "dealBanner", field: "banner", values: DEAL_BANNER_KINDS },
  { contentType: "steps", field: "submitMethod", values: STEP_FORM_METHODS },
  { contentType: "steps", field: "errorAction", values: STEP_FORM_ERROR_ACTIONS },
  { contentType: "steps", field: "result", values: STEP_FORM_RESULTS },
  { contentType: "steps", field: "prefill", values: STEP_FORM_PREFILLS },
  { contentType: "steps", field: "preflight", values: STEP_FORM_PREFLIGHTS },
  { contentType: "fields", field: "kind", values: FORM_FIELD_KINDS },
  { contentType: "divider", field: "spacing", values: DIVIDER_SPACINGS },
  { contentType: "actionGrid", field: "columns", values: ACTION_GRID_COLUMNS },
  { contentType: "cta", field: "ctaType", values: CTA_TYPES },
  { contentType: "cta", field: "variant", values: CTA_VARIANTS },
  { contentType: "dataListItem", field: "field", values: DATA_LIST_FIELDS },
  { contentType: "dataListItem", field: "format", values: DATA_LIST_FORMATS },
  { contentType: "announcement", field: "allowedRoles", values: ANNOUNCEMENT_ROLES },
  { contentType: "announcement", field: "type", values: ANNOUNCEMENT_TYPES },
  { contentType: "dynamicPromos", field: "maxItems", values: PROMO_MAX_ITEMS },
  { contentType: "promo", field: "audiences", values: PROMO_AUDIENCES },
  { contentType: "loyaltyBenefit", field: "minimumLevel", values: LOYALTY_LEVELS },
  { contentType: "loyaltyBenefit", field: "icon", values: BENEFIT_ICONS },
  { contentType: "siteHeader", field: "variant", values: SITE_HEADER_VARIANTS },
  { contentType: "siteFooter", field: "variant", values: SITE_FOOTER_VARIANTS },
];

interface SchemaField {
  id: string;
  type: string;
  validations?: Record<string, unknown>[];
  items?: { validations?: Record<string, unknown>[] };
}
interface ContentModel {
  contentTypes: { sys: { id: string }; fields: SchemaField[] }[];
}

function withValues(validations: Record<string, unknown>[] | undefined, values: readonly (string | number)[]) {
  return [...(validations ?? []).filter((validation) => !("in" in validation)), { in: [...values] }];
}

/** The content model with each field of `enumerations` limited to its values (an Array field's items). */
export function withCodeEnumerations<Model extends ContentModel>(model: Model, enumerations: readonly CodeEnumeration[] = CODE_ENUMERATIONS): Model {
  const valuesOf = (type: string, field: string) =>
    enumerations.find((enumeration) => enumeration.field === field && (enumeration.contentType === type || enumeration.contentType === "*"))?.values;
  return {
    ...model,
    contentTypes: model.contentTypes.map((type) => ({
      ...type,
      fields: type.fields.map((field) => {
        const values = valuesOf(type.sys.id, field.id);
        if (!values) return field;
        return field.type === "Array"
          ? { ...field, items: { ...field.items, validations: withValues(field.items?.validations, values) } }
          : { ...field, validations: withValues(field.validations, values) };
      }),
    })),
  };
}

/** The enumerations that name a field the content model does not have (a renamed field, a typo here). */
export function unknownEnumerationFields(model: ContentModel, enumerations: readonly CodeEnumeration[] = CODE_ENUMERATIONS): string[] {
  return enumerations
    .filter(({ contentType, field }) =>
      contentType === "*"
        ? !model.contentTypes.some((type) => type.fields.some((candidate) => candidate.id === field))
        : !model.contentTypes.find((type) => type.sys.id === contentType)?.fields.some((candidate) => candidate.id === field),
    )
    .map(({ contentType, field }) => `${contentType}.${field}`);
}
