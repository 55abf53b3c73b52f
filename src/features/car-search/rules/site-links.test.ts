import { describe, expect, it } from "vitest";
import { presetOfPath, searchPageSlugs } from "./site-links";

describe("search pages below /subscribe (account.md §2 Site links)", () => {
  const slugs = searchPageSlugs([
    { brand: "Volkswagen", model: "ID.3" },
    { brand: "Tesla", model: "Model Y" },
  ]);

  it.each<[string, boolean]>([
    ["elektro", true],
    ["suv", true],
    ["12-monate", true],
    ["14-days", true],
    ["deals", true],
    ["id3", true],
    ["volkswagen-id3", true],
    ["model-y", true],
    ["tesla-model-y", true],
    ["any-car", false],
    ["volkswagen", false],
    ["", false],
  ])("%s answers: %s", (slug, answers) => {
    expect(slugs.has(slug)).toBe(answers);
  });

  it("filters a model page by its slug", () => {
    expect(presetOfPath(["subscribe", "volkswagen-id3"])).toEqual({ link: null, preset: { model: ["volkswagen-id3"] } });
  });
});
