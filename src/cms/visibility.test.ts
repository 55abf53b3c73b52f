import { describe, expect, it } from "vitest";
import { makeDeal } from "../../tests/helpers/make-deal";
import { now } from "@/lib/clock";
import { isModuleVisible, visibilityRules } from "./visibility";
import { VISIBILITY_RULE_NAMES } from "./types";
import contentModel from "../../cms-schema/content-types.json";

const context = { now: now(), audience: "b2c", role: null } as const;

describe("visibility rule registry", () => {
  it("has exactly the rule names the content model enumerates", () => {
    const enumerations = new Set<string>();
    for (const type of contentModel.contentTypes) {
      for (const field of type.fields) {
        if (field.id !== "visibility") continue;
        const validation = (field.items?.validations ?? []).find((v) => "in" in v);
        expect(validation, `${type.sys.id}.visibility enumerates rule names`).toBeDefined();
        enumerations.add(JSON.stringify(validation && "in" in validation ? [...validation.in].sort() : []));
      }
    }
    expect([...enumerations]).toEqual([JSON.stringify(Object.keys(visibilityRules).sort())]);
    expect(Object.keys(visibilityRules).sort()).toEqual([...VISIBILITY_RULE_NAMES].sort());
  });
});

describe("isModuleVisible", () => {
  const active = makeDeal({ state: "ACTIVE" });
  const returning = makeDeal({ state: "ACTIVE", return_type: "PICKUP", days_left_to_schedule_return: 30 });
  const created = makeDeal({ state: "CREATED" });

  it.each([
    [[], null, true],
    [[], active, true],
    [["deal-is-active"], null, false],
    [["deal-is-active"], active, true],
    [["deal-is-active"], created, false],
    [["deal-is-in-preparation"], created, true],
    [["return-is-scheduled"], active, false],
    [["return-is-scheduled"], returning, true],
    [["deal-is-active", "return-is-scheduled"], returning, true],
    [["deal-is-active", "subscription-ends-soon"], active, false],
  ] as const)("rules %j on %s → %s", (rules, deal, expected) => {
    expect(isModuleVisible(rules, deal, context)).toBe(expected);
  });
});
