import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The walls of eslint.config.js fail on a deliberate violation (issue 10 "Done when"): each case
 * lints a made-up file at a path inside the layer it would break, importing what that layer must
 * not, and expects the rule's error; the allowed direction stays clean.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("lint walls (ARCHITECTURE.md principle 10, issue 10 item 4)", () => {
  it.each([
    [
      "lib imports no feature",
      "src/lib/wall-probe.ts",
      'import type { Deal } from "@/features/deals/types";\nexport type X = Deal;\n',
      "lib is the bottom layer",
    ],
    [
      "ui imports no feature",
      "src/ui/wall-probe.tsx",
      'import { carName } from "@/features/deals/car-name";\nexport const x = carName;\n',
      "ui holds generic parts",
    ],
    [
      "features do not reach into another feature's components",
      "src/features/damage/wall-probe.tsx",
      'import { DealCard } from "@/features/deals/components/deal-card";\nexport const x = DealCard;\n',
      "Components of features/deals",
    ],
    [
      "client files import no server file",
      "src/features/deals/components/wall-probe.client.tsx",
      'import { getDb } from "@/bff/db/client";\nexport const x = getDb;\n',
      "must not import server code",
    ],
    [
      "BFF services know no HTTP",
      "src/bff/mileage/wall-probe.ts",
      'import { jsonResponse } from "../http/json-response";\nexport const x = jsonResponse;\n',
      "only the HTTP layer knows status codes",
    ],
    [
      "nothing imports a route",
      "src/cms/wall-probe.ts",
      'import Layout from "@/app/[locale]/layout";\nexport const x = Layout;\n',
      "Only Next routes live in app",
    ],
    ["one env reader", "src/cms/wall-probe-env.ts", "export const x = process.env.DATABASE_URL;\n", "Read the environment through src/lib/env.ts"],
  ])("%s", async (_wall, filePath, code, message) => {
    const errors = await errorsOf(filePath, code);
    expect(errors.join("\n")).toContain(message);
  });

  it("lets the allowed directions through", async () => {
    expect(
      await errorsOf(
        "src/features/damage/wall-probe.tsx",
        'import { carName } from "@/features/deals/car-name";\nimport { formatDate } from "@/lib/date";\nexport const x = [carName, formatDate];\n',
      ),
    ).toEqual([]);
  });

  it("refuses import cycles", async () => {
    // deal-card imports car-name; car-name importing deal-card back closes a cycle.
    const errors = await errorsOf(
      "src/features/deals/car-name.ts",
      'import { DealCard } from "./components/deal-card";\nexport const x = DealCard;\n',
    );
    expect(errors.join("\n")).toContain("import-x/no-cycle");
  });
});
