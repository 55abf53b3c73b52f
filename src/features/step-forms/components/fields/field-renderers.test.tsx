import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import type { FormFieldKind } from "../../field-kinds";
import { preloadFieldRenderers, useFieldRenderer } from "./field-renderers";

/** Which renderer a kind gets, by its component's name; "loading" while its code is on the way. */
function RendererName({ kind }: { kind: FormFieldKind }) {
  const Renderer = useFieldRenderer(kind);
  return <p>{Renderer.name}</p>;
}

const renderKind = (kind: FormFieldKind) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <RendererName kind={kind} />
    </Suspense>,
  );

describe("field renderers: built in, or loaded when a form names the kind (issue 11)", () => {
  it.each([
    ["number", "NumberField"],
    ["checkbox", "CheckboxField"],
    ["iban", "IbanField"],
  ] as const)("renders a %s field at once with %s", (kind, name) => {
    renderKind(kind);
    expect(screen.getByText(name)).toBeTruthy();
  });

  it("suspends an on-demand kind until its code has arrived, then renders it at once", async () => {
    // (React's retry after a suspension does not run under this test scheduler, so the field is rendered again.)
    expect(renderKind("photos").container.textContent).toBe("loading");
    await preloadFieldRenderers(["photos"]);
    renderKind("photos");
    expect(screen.getByText("PhotosField")).toBeTruthy();
  });

  it.each([
    ["appointment", "AppointmentField"],
    ["mileage-package-summary", "MileagePackageSummaryField"],
  ] as const)("renders a preloaded %s field without suspending", async (kind, name) => {
    await preloadFieldRenderers([kind, "text"]);
    renderKind(kind);
    expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });
});
