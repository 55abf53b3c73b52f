import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../helpers/source-files";

/**
 * A part loaded on demand (`*.lazy.client.tsx`) hydrates only once its chunk arrived,
 * often after the page's load event: a click on its server-rendered button before then is lost.
 * So every such part with handlers keeps its controls disabled until hydrated
 * (`InteractiveWhenHydrated`), unless its only controls open or live in a `Dialog`, whose trigger
 * waits for hydration itself (src/ui/dialog.tsx).
 */
const CONTROLS_ONLY_IN_DIALOGS: Record<string, string> = {
  "src/features/auth/components/sign-in-dialog.client.tsx": "a dialog rendered open on the client",
  "src/features/damage/components/damage-report-list.client.tsx": "each report's details open in a dialog",
  "src/features/delivery/components/delay-alternatives.client.tsx": "the choices live in a dialog",
  "src/features/insurance/components/deductible-reduction.client.tsx": "the offer is a dialog",
  "src/modules/cta/video-cta.client.tsx": "the video opens in a dialog",
  "src/ui/errors/request-error-dialog.client.tsx": "a dialog rendered open on the client, after a failed request",
  "src/ui/errors/retry-or-leave-dialog.client.tsx": "a dialog rendered open, after a failed check",
};

const lazyWrappers = sourceFiles((path) => path.endsWith(".lazy.client.tsx"));

function targetOf({ path, text }: { path: string; text: string }): string {
  const imported = /import\("(\.[^"]+)"\)/.exec(text)?.[1];
  if (!imported) throw new Error(`${path} imports no module on demand`);
  return join(dirname(path), `${imported}.tsx`);
}

describe("parts loaded on demand stay inert until hydrated", () => {
  it("finds the wrappers", () => expect(lazyWrappers.length).toBeGreaterThan(20));

  it.each(lazyWrappers.map((wrapper) => [wrapper.path, targetOf(wrapper)]))("%s", (_wrapper, target) => {
    const source = readFileSync(target, "utf8");
    const handlesInput = /\bon(Click|Change|Submit)=/.test(source);
    if (!handlesInput || target in CONTROLS_ONLY_IN_DIALOGS) return;
    expect(source, `${target} handles input before it is hydrated`).toMatch(/InteractiveWhenHydrated/);
  });

  it("the dialog's trigger waits for hydration", () => {
    expect(readFileSync("src/ui/dialog.client.tsx", "utf8")).toMatch(/<RadixDialog\.Trigger asChild disabled=\{!hydrated\}>/);
  });
});
