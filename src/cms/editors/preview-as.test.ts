import { situationFromToken, situationOf, situationToken } from "./preview-as";

const KEYS = ["anna", "bernd"];
const SECRET = "preview-secret";

describe("preview as a customer: the chooser's input (issue 41 item 2)", () => {
  it.each([
    [
      { persona: "anna", date: "" },
      { ok: true, situation: { persona: "anna", date: null } },
    ],
    [
      { persona: " bernd ", date: "2026-12-24" },
      { ok: true, situation: { persona: "bernd", date: "2026-12-24" } },
    ],
    [
      { persona: "", date: "2026-12-24" },
      { ok: true, situation: null },
    ],
    [{}, { ok: true, situation: null }],
    [
      { persona: "mallory", date: "" },
      { ok: false, reason: 'There is no persona "mallory".' },
    ],
    [
      { persona: "anna", date: "2026-02-30" },
      { ok: false, reason: '"2026-02-30" is not a date (YYYY-MM-DD).' },
    ],
    [
      { persona: "anna", date: "24.12.2026" },
      { ok: false, reason: '"24.12.2026" is not a date (YYYY-MM-DD).' },
    ],
  ])("%j → %j", (form, expected) => {
    expect(situationOf(form, KEYS)).toEqual(expected);
  });
});

describe("preview as a customer: the signed choice", () => {
  it("reads back what it signed, with and without a day", async () => {
    for (const situation of [
      { persona: "anna", date: null },
      { persona: "bernd", date: "2027-01-31" },
    ]) {
      expect(await situationFromToken(await situationToken(SECRET, situation), SECRET)).toEqual(situation);
    }
  });

  it("ignores a forged, altered, foreign-secret or unsigned choice", async () => {
    const token = await situationToken(SECRET, { persona: "anna", date: null });
    const signature = token.split(".")[1] ?? "";
    expect(await situationFromToken(`bernd~.${signature}`, SECRET)).toBeNull();
    expect(await situationFromToken(`anna~2026-12-24.${signature}`, SECRET)).toBeNull();
    expect(await situationFromToken(token, "another-secret")).toBeNull();
    expect(await situationFromToken("anna~", SECRET)).toBeNull();
    expect(await situationFromToken(`anna~.${"0".repeat(64)}`, SECRET)).toBeNull();
    expect(await situationFromToken(token, null)).toBeNull();
    expect(await situationFromToken(undefined, SECRET)).toBeNull();
  });
});
