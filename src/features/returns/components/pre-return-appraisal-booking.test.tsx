import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { PreReturnAppraisalBooking } from "./pre-return-appraisal-booking.client";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const callEndpoint = vi.fn();
vi.mock("@/api/client", () => ({ callEndpoint: (...args: unknown[]) => callEndpoint(...args) }));

const slots = [
  { value: "10:00", formatted_time: "08:00-12:00" },
  { value: "13:00", formatted_time: "12:00-15:30" },
];
const renderedOffer = { options: ["2026-03-11", "2026-03-12"], timeslots: slots, booking: null };

/** The offer the dialog reads when opened (GET), and the booking's answer (POST). */
let read: () => Promise<{ status: number; data: unknown }>;
const book = vi.fn();
beforeEach(() => {
  read = async () => ({ status: 200, data: renderedOffer });
  callEndpoint.mockImplementation((name: string) => (name === "getPreReturnAppraisal" ? read() : book()));
});

function open() {
  renderWithIntl(<PreReturnAppraisalBooking dealId="deal-1" options={renderedOffer.options} timeslots={slots} />);
  fireEvent.click(screen.getByRole("button", { name: "Termin buchen" }));
  return screen.getByRole("dialog", { name: "Vorab-Begutachtung vor der Rückgabe" });
}

const bookings = () => callEndpoint.mock.calls.filter(([name]) => name === "postPreReturnAppraisal");

afterEach(() => vi.clearAllMocks());

describe("PreReturnAppraisalBooking (deals.md §5 appraisal booking, §7)", () => {
  it("requires a slot, defaults to the first date, and books once", async () => {
    book.mockResolvedValue({ status: 200, data: { appointment_date: "2026-03-11" } });
    open();
    expect(screen.getByLabelText("Datum")).toHaveValue("2026-03-11");
    fireEvent.click(screen.getByRole("button", { name: "Termin verbindlich buchen" }));
    expect(await screen.findByText("Bitte wähle ein Zeitfenster.")).toBeInTheDocument();
    expect(bookings()).toEqual([]);

    fireEvent.click(screen.getByLabelText("12:00-15:30 Uhr"));
    fireEvent.click(screen.getByRole("button", { name: "Termin verbindlich buchen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callEndpoint).toHaveBeenCalledWith("postPreReturnAppraisal", {
      params: { id: "deal-1" },
      body: { appointment_date: "2026-03-11", appointment_timeslot: "13:00" },
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(screen.getByRole("status")).toHaveTextContent("Dein Termin zur Vorab-Begutachtung ist gebucht.");
  });

  it("puts a refused day on its field, in the page's language", async () => {
    book.mockResolvedValue({
      status: 422,
      data: {
        error: "invalid_request",
        issues: [{ path: "appointment_date", code: "appraisal_date_not_offered", message: "The date is not one of the offered ones." }],
      },
    });
    open();
    fireEvent.click(screen.getByLabelText("08:00-12:00 Uhr"));
    fireEvent.click(screen.getByRole("button", { name: "Termin verbindlich buchen" }));
    expect(await screen.findByText("Dieser Tag wird nicht mehr angeboten. Bitte wähle einen anderen.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Vorab-Begutachtung vor der Rückgabe" })).toBeInTheDocument();
  });

  it("shows how things stand when it was booked meanwhile, and the request-error modal when the request fails", async () => {
    book.mockResolvedValueOnce({ status: 409, data: { error: "conflict" } });
    open();
    fireEvent.click(screen.getByLabelText("08:00-12:00 Uhr"));
    fireEvent.click(screen.getByRole("button", { name: "Termin verbindlich buchen" }));
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    book.mockResolvedValueOnce({ status: 500, data: null });
    fireEvent.click(screen.getByRole("button", { name: "Termin buchen" }));
    fireEvent.click(screen.getByLabelText("08:00-12:00 Uhr"));
    fireEvent.click(screen.getByRole("button", { name: "Termin verbindlich buchen" }));
    expect(await screen.findByRole("dialog", { name: "Das hat leider nicht geklappt" })).toBeInTheDocument();
  });

  it("reads the chosen day's offer when opened: a day no longer offered is gone and the first one is chosen", async () => {
    read = async () => ({ status: 200, data: { options: ["2026-03-12", "2026-03-13"], timeslots: slots, booking: null } });
    open();
    await waitFor(() =>
      expect(callEndpoint).toHaveBeenCalledWith("getPreReturnAppraisal", { params: { id: "deal-1" }, body: { selected_date: "2026-03-11" } }),
    );
    const date = screen.getByLabelText("Datum");
    await waitFor(() => expect(date).toHaveValue("2026-03-12"));
    expect([...date.querySelectorAll("option")].map((option) => option.value)).toEqual(["2026-03-12", "2026-03-13"]);
    // The new day's slots are read in turn.
    await waitFor(() =>
      expect(callEndpoint).toHaveBeenCalledWith("getPreReturnAppraisal", { params: { id: "deal-1" }, body: { selected_date: "2026-03-12" } }),
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it("keeps the rendered offer when the read fails, and still books", async () => {
    read = async () => ({ status: 500, data: null });
    book.mockResolvedValue({ status: 200, data: { appointment_date: "2026-03-11" } });
    const dialog = open();
    await waitFor(() => expect(callEndpoint).toHaveBeenCalledWith("getPreReturnAppraisal", expect.anything()));
    fireEvent.click(screen.getByLabelText("08:00-12:00 Uhr"));
    fireEvent.click(screen.getByRole("button", { name: "Termin verbindlich buchen" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bookings()).toHaveLength(1);
  });

  it("closes and shows how things stand when the read finds it booked meanwhile", async () => {
    read = async () => ({ status: 200, data: { ...renderedOffer, booking: { appointment_date: "2026-03-12" } } });
    open();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(refresh).toHaveBeenCalledOnce();
    expect(bookings()).toEqual([]);
  });
});
