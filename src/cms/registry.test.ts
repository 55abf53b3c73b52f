import { describe, expect, it } from "vitest";
import contentModel from "../../cms-schema/content-types.json";
import { registry } from "./registry";

describe("module registry", () => {
  it("has a component for exactly the module types a page may link", () => {
    const page = contentModel.contentTypes.find((type) => type.sys.id === "page");
    const modulesField = page?.fields.find((field) => field.id === "modules");
    const linkable = (modulesField?.items?.validations ?? []).flatMap((v) => ("linkContentType" in v ? v.linkContentType : []));
    expect(Object.keys(registry).sort()).toEqual([...linkable].sort());
  });
});
