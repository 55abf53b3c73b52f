import { describe, expect, it } from "vitest";
import contentModel from "../../cms-schema/content-types.json";
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
});
