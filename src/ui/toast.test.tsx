import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, ToastViewport, useToasts, type ToastTone } from "./toast.client";

function Harness({ tone, text }: { tone: ToastTone; text: string }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <button type="button" onClick={() => show(tone, text)}>
        Zeigen
      </button>
      <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel="Schließen" />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Toast", () => {
  it("announces an error assertively in a live region that was there before, and closes by its button", () => {
    render(<Harness tone="error" text="Der Kilometerstand konnte nicht gesendet werden." />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveAttribute("aria-live", "assertive");
    expect(alert).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole("button", { name: "Zeigen" }));
    expect(alert).toHaveTextContent("Der Kilometerstand konnte nicht gesendet werden.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(alert).toBeEmptyDOMElement();
  });

  it("announces a success politely", () => {
    render(<Harness tone="success" text="Gespeichert" />);
    fireEvent.click(screen.getByRole("button", { name: "Zeigen" }));
    expect(screen.getByRole("status")).toHaveTextContent("Gespeichert");
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("shows the same message once when it comes again (a retry that failed too)", () => {
    render(<Harness tone="error" text="Änderung fehlgeschlagen" />);
    fireEvent.click(screen.getByRole("button", { name: "Zeigen" }));
    fireEvent.click(screen.getByRole("button", { name: "Zeigen" }));
    expect(screen.getAllByText("Änderung fehlgeschlagen")).toHaveLength(1);
  });

  it("leaves after its time, but not while the pointer rests on it", () => {
    render(<Harness tone="error" text="Fehler" />);
    fireEvent.click(screen.getByRole("button", { name: "Zeigen" }));
    const toast = screen.getByText("Fehler").parentElement!;
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole("alert")).toHaveTextContent("Fehler");

    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole("alert")).toHaveTextContent("Fehler");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});
