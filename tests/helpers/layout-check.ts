import { expect, test, type Page } from "@playwright/test";

/**
 * A page, at each of the widths customers were seen
 * at, has no horizontal overflow (`scrollWidth ≤ innerWidth`), no control covered by another
 * element at its centre (`elementFromPoint`), and every dialog inside the viewport.
 *
 * Cheap by design: the page is loaded once (by the walk that already loads it) and only resized;
 * each width costs one `page.evaluate` that scrolls every control to the middle of the viewport
 * in the page itself (no round trip per control).
 */
export const LAYOUT_WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

export interface LayoutFindings {
  /** How many pixels the page is wider than the viewport (≤ 0 when nothing overflows). */
  overflow: number;
  /** Wider than the viewport, the elements that reach past its right edge (the outermost ones). */
  wide: string[];
  /** Controls whose centre shows another element on top: "control ⟵ what covers it". */
  covered: string[];
  /** Dialogs that reach past an edge of the viewport. */
  dialogsOutside: string[];
}

/**
 * The check, as source text: a function handed to `page.evaluate` is serialised after transpiling,
 * and helpers a transpiler adds (esbuild's `__name`) do not exist in the page
 * (tests/helpers/layout-shift.ts).
 *
 * Hit-testing is done as the eye sees it: a modal Radix dialog sets `pointer-events: none` on the
 * body, so a fixed element that inherits it (the consent banner) drew over the
 * dialog's buttons while `elementFromPoint` looked through it. For the check the body takes
 * pointer events again; an element that opts out itself (a decorative gradient) stays transparent.
 * With a modal dialog open, only the controls of the topmost one are checked (the page beneath is
 * inert).
 */
const LAYOUT_CHECK = `(() => {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const describe = (node) => {
    if (!(node instanceof Element)) return String(node);
    const label = node.getAttribute("aria-label") || node.getAttribute("data-testid") || (node.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40);
    const name = typeof node.className === "string" && node.className ? "." + node.className.split(" ")[0] : "";
    return node.tagName.toLowerCase() + name + (label ? ' "' + label + '"' : "");
  };
  // Rendered and visible: not in a closed <details> (content-visibility), not hidden, not a 1 px "visually hidden" label.
  const shown = (element) => {
    if (!element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width >= 2 && rect.height >= 2;
  };
  // Clipped away by a scrolling or overflow-hidden box (a carousel's later cards): not on screen.
  const clippedAt = (element, x, y) => {
    for (let box = element.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = box.getBoundingClientRect();
      if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return true;
    }
    return false;
  };
  const overflow = document.documentElement.scrollWidth - vw;
  const wide = [];
  if (overflow > 0) {
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.right <= vw + 0.5 || !shown(element)) continue;
      if (clippedAt(element, Math.min(rect.right, vw * 4) - 1, rect.top + rect.height / 2)) continue;
      if (wide.some((outer) => outer.element.contains(element))) continue;
      wide.push({ element, text: describe(element) + " right " + Math.round(rect.right) });
      if (wide.length >= 5) break;
    }
  }
  const dialogs = [...document.querySelectorAll("[role=dialog], [role=alertdialog]")].filter(shown);
  const dialogsOutside = dialogs
    .map((dialog) => ({ dialog, rect: dialog.getBoundingClientRect() }))
    .filter(({ rect }) => rect.left < -0.5 || rect.top < -0.5 || rect.right > vw + 0.5 || rect.bottom > vh + 0.5)
    .map(({ dialog, rect }) => describe(dialog) + " at " + [rect.left, rect.top, rect.right, rect.bottom].map(Math.round).join(","));
  const modal = dialogs.filter((dialog) => dialog.getAttribute("aria-modal") === "true" || dialog.matches("[data-state=open]")).pop();
  const eyeSees = document.createElement("style");
  eyeSees.textContent = "body { pointer-events: auto !important; }";
  document.head.append(eyeSees);
  const startX = window.scrollX;
  const startY = window.scrollY;
  const covered = [];
  const controls = document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link]");
  for (const control of controls) {
    if (modal && !modal.contains(control)) continue;
    if (control.closest("[inert], [hidden]") || !shown(control)) continue;
    if (getComputedStyle(control).pointerEvents === "none") continue;
    // A link wrapping over two lines: the centre of its first line, not of the box around both.
    const boxOf = () => control.getClientRects()[0] || control.getBoundingClientRect();
    // In the middle of the viewport (and of a dialog's or a carousel's own scrolling box), clear
    // of a sticky header; what is fixed over the middle of the screen still covers it.
    control.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
    const rect = boxOf();
    const x = rect.left + Math.min(rect.width, vw) / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || x >= vw || y < 0 || y >= vh || clippedAt(control, x, y)) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit)) continue;
    const label = hit.closest("label");
    if (label && (label.control === control || label.contains(control))) continue;
    covered.push(describe(control) + " <- " + describe(hit));
  }
  window.scrollTo(startX, startY);
  eyeSees.remove();
  return { overflow, wide: wide.map((entry) => entry.text), covered, dialogsOutside };
})()`;

/** What the check finds on the page as it is now, at its current viewport. */
export async function layoutFindings(page: Page): Promise<LayoutFindings> {
  return page.evaluate(LAYOUT_CHECK) as Promise<LayoutFindings>;
}

/** Asserts the page's findings are empty at the viewport it has now. */
export async function expectSoundLayoutHere(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const found = await layoutFindings(page);
  expect.soft(found.overflow, `${label} at ${width} px overflows by ${found.overflow} px: ${found.wide.join(" | ")}`).toBeLessThanOrEqual(0);
  expect.soft(found.covered, `${label} at ${width} px: controls covered at their centre`).toEqual([]);
  expect.soft(found.dialogsOutside, `${label} at ${width} px: dialogs past the viewport`).toEqual([]);
}

/**
 * Resizes the loaded page to each of `LAYOUT_WIDTHS` and checks it there; the
 * viewport is set back afterwards. Soft assertions: one run names every width that fails.
 */
export async function expectSoundLayout(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const size of LAYOUT_WIDTHS) {
      await test.step(`${label} at ${size.width} px`, async () => {
        await page.setViewportSize(size);
        // A frame for media queries and resize listeners to take effect.
        await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
        await expectSoundLayoutHere(page, label);
      });
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
