/**
 * The enumerations of rule names in the content model (issue 39 item 1): every `visibility` field
 * of `cms-schema/content-types.json` lists exactly the rules of `cms/visibility.ts`, in their
 * order. Written by `npx tsx scripts/cms/visibility-enums.ts`; `visibility.test.ts` fails while the
 * schema differs from what this gives.
 */
interface SchemaField {
  id: string;
  items?: { validations?: Record<string, unknown>[] };
}
interface ContentModel {
  contentTypes: { sys: { id: string }; fields: SchemaField[] }[];
}

/** The content model with every `visibility` field's `in` validation set to `names`. */
export function withVisibilityEnums<Model extends ContentModel>(model: Model, names: readonly string[]): Model {
  return {
    ...model,
    contentTypes: model.contentTypes.map((type) => ({
      ...type,
      fields: type.fields.map((field) =>
        field.id !== "visibility"
          ? field
          : {
              ...field,
              items: {
                ...field.items,
                validations: [...(field.items?.validations ?? []).filter((validation) => !("in" in validation)), { in: [...names] }],
              },
            },
      ),
    })),
  };
}
