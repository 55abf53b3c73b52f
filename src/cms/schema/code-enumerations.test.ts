import { describe, expect, it } from "vitest";
import contentModel from "../../../cms-schema/content-types.json";
import { CODE_ENUMERATIONS, unknownEnumerationFields, withCodeEnumerations } from "./code-enumerations";

describe("the content model's enumerations owned by code", () => {
  it("lists exactly the code's values in each field (else run `npx tsx scripts/cms/schema-enums.ts`)", () => {
    expect(withCodeEnumerations(contentModel)).toEqual(contentModel);
  });

  it("names only fields the content model has", () => {
    expect(unknownEnumerationFields(contentModel)).toEqual([]);
  });

  it("finds a field whose schema lost or changed a value", () => {
    const [first] = CODE_ENUMERATIONS.filter((enumeration) => enumeration.contentType === "featureModule");
    const shorter = [{ ...first!, values: first!.values.slice(1) }];
    expect(withCodeEnumerations(contentModel, shorter)).not.toEqual(contentModel);
    expect(unknownEnumerationFields(contentModel, [{ contentType: "cta", field: "colour", values: ["red"] }])).toEqual(["cta.colour"]);
  });

  it("leaves no enumeration of the content model to a hand-written list", () => {
    const enumerated = contentModel.contentTypes.flatMap((type) =>
      type.fields
        .filter((field) => [...("validations" in field ? field.validations : []), ...(field.items?.validations ?? [])].some((v) => "in" in v))
        .map((field) => `${type.sys.id}.${field.id}`),
    );
    const owned = (key: string) => {
      const [type, field] = key.split(".");
      return CODE_ENUMERATIONS.some(
        (enumeration) => enumeration.field === field && (enumeration.contentType === type || enumeration.contentType === "*"),
      );
    };
    expect(enumerated.filter((key) => !owned(key))).toEqual([]);
  });
});
