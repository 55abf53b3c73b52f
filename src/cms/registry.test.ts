import { describe, expect, it } from "vitest";
import contentModel from "../../cms-schema/content-types.json";
import { moduleContracts } from "./module-contracts";
import { registry } from "./registry";

describe("module registry", () => {
  const contentTypes = registry.map((definition) => definition.contentType);

  it("has a module for exactly the content types a page may link, each once", () => {
    const page = contentModel.contentTypes.find((type) => type.sys.id === "page");
    const modulesField = page?.fields.find((field) => field.id === "modules");
    const linkable = (modulesField?.items?.validations ?? []).flatMap((v) => ("linkContentType" in v ? v.linkContentType : []));
    expect([...contentTypes].sort()).toEqual([...linkable].sort());
    expect(new Set(contentTypes).size).toBe(contentTypes.length);
  });

  it("reads entries with the same contracts as the sources, in the same order (module-contracts.ts)", () => {
    expect(registry.map((definition) => definition.contentType)).toEqual(moduleContracts.map((contract) => contract.contentType));
    registry.forEach((definition, index) => {
      expect(definition.fields, definition.contentType).toBe(moduleContracts[index]?.fields);
      expect(definition.validate, definition.contentType).toBe(moduleContracts[index]?.validate);
    });
  });
});
