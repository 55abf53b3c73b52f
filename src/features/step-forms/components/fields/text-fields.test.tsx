import { fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import type { FormField } from "@/cms/types";
import type { FormView } from "./field-renderer";
import { TextareaField } from "./text-fields";

const field = { id: "field-comment", name: "comment", label: "Kommentar", kind: "textarea", placeholder: null } as FormField;

function Comment() {
  const { register } = useForm<{ comment: string }>();
  return (
    <TextareaField
      field={field}
      control={{ id: "comment", "aria-invalid": undefined, "aria-describedby": undefined, disabled: undefined }}
      registration={register("comment")}
      setValue={vi.fn()}
      form={{} as FormView}
    />
  );
}

describe("the step form's text area (deals.md §5: textarea rows 2 to 5)", () => {
  it.each([
    ["", 2],
    ["one line", 2],
    ["one\ntwo\nthree", 3],
    ["1\n2\n3\n4\n5", 5],
    ["1\n2\n3\n4\n5\n6\n7\n8", 5],
  ])("typing %j shows %i rows", (text, rows) => {
    render(<Comment />);
    const area = screen.getByRole("textbox", { name: "Kommentar" });
    expect(area).toHaveAttribute("rows", "2");
    fireEvent.input(area, { target: { value: text } });
    expect(area).toHaveAttribute("rows", String(rows));
  });

  it("shrinks back to 2 rows when the lines are deleted", () => {
    render(<Comment />);
    const area = screen.getByRole("textbox", { name: "Kommentar" });
    fireEvent.input(area, { target: { value: "1\n2\n3\n4" } });
    expect(area).toHaveAttribute("rows", "4");
    fireEvent.input(area, { target: { value: "" } });
    expect(area).toHaveAttribute("rows", "2");
  });
});
