import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The walls of eslint.config.js fail on a deliberate violation: each case
 * lints a made-up file at a path inside the layer it would break, importing what that layer must
 * not, and expects the rule's error; the allowed direction stays clean.
 */
const eslint = new ESLint({ cwd: process.cwd() });

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

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
    [
      "features import no content code",
      "src/features/deals/wall-probe.ts",
      'import { registry } from "@/cms/registry";\nexport const x = registry;\n',
      "Features import no content or module code",
    ],
    [
      "features import no module code",
      "src/features/deals/components/wall-probe.tsx",
      'import { moduleSection } from "@/modules/textblock/textblock";\nexport const x = moduleSection;\n',
      "Features import no content or module code",
    ],
    [
      "modules reach a feature's components only through its public file",
      "src/modules/chat/wall-probe.tsx",
      'import { ChatWidget } from "@/features/chat/components/chat-widget.lazy.client";\nexport const x = ChatWidget;\n',
      "Modules reach a feature through its public files",
    ],
    [
      "modules reach a feature's rules and types only through its public file",
      "src/modules/deal-banner/wall-probe.ts",
      'import type { Deal } from "@/features/deals/types";\nexport type X = Deal;\n',
      "Modules reach a feature through its public files",
    ],
    [
      "a feature's public.ts holds no component",
      "src/features/deals/public.ts",
      'export { DealCard } from "./components/deal-card";\n',
      "A feature's public.ts is plain code",
    ],
    [
      "a client file that imports server code is refused under either suffix",
      "src/features/auth/components/wall-probe.client.ts",
      'import { getDb } from "@/bff/db/client";\nexport const x = getDb;\n',
      "must not import server code",
    ],
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
    // A module takes what it needs of a feature from the feature's public files.
    expect(
      await errorsOf(
        "src/modules/deal-banner/wall-probe.tsx",
        'import { carName } from "@/features/deals/public";\nimport { getCustomerDeals } from "@/features/deals/public.server";\nimport { OrderStatus } from "@/features/delivery/public.components";\nexport const x = [carName, getCustomerDeals, OrderStatus];\n',
      ),
    ).toEqual([]);
    // A type of the content model names a shape; the kernel is for features to use.
    expect(
      await errorsOf(
        "src/features/step-forms/wall-probe.ts",
        'import type { StepFormFields } from "@/cms/types";\nimport type { PageContext } from "@/kernel/page-context";\nexport type X = [StepFormFields, PageContext];\n',
      ),
    ).toEqual([]);
  });

  it('names every "use client" file .client.ts(x), so the client wall sees it (Next\'s own error pages aside)', () => {
    const nextConventions = new Set(["src/app/[locale]/error.tsx", "src/app/global-error.tsx"]);
    const unnamed = sourceFiles("src")
      .filter((file) => /\.tsx?$/.test(file) && !/\.client\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !nextConventions.has(file))
      .filter((file) => /^\s*["']use client["']/.test(readFileSync(file, "utf8")));
    expect(unnamed).toEqual([]);
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
