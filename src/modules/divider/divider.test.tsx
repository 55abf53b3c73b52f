import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { pageContext } from "../../../tests/helpers/module-context";
import { Divider } from "./divider";
import * as styles from "./divider.css";

const entry = (spacing: ModuleEntryOf<"divider">["fields"]["spacing"]): ModuleEntryOf<"divider"> => ({
  id: `divider-${spacing}`,
  type: "divider",
  visibility: [],
  fields: { spacing },
});

describe("Divider", () => {
  it("is a single separator without text", () => {
    const { container } = render(<Divider entry={entry("medium")} context={pageContext()} />);
    expect(screen.getAllByRole("separator")).toHaveLength(1);
    expect(container.textContent).toBe("");
  });

  it.each(["small", "medium", "large"] as const)("takes the %s spacing from content", (spacing) => {
    render(<Divider entry={entry(spacing)} context={pageContext()} />);
    const separator = screen.getByRole("separator");
    expect(separator).toHaveClass(styles.divider[spacing]);
    // The three spacings are distinct styles: the others are not applied.
    for (const other of (["small", "medium", "large"] as const).filter((candidate) => candidate !== spacing)) {
      expect(separator).not.toHaveClass(styles.divider[other]);
    }
  });
});
