import { describe, expect, it } from "vitest";
import { profileSchema, registrationSchema } from "./sign-in-flow-schemas";

const profile = { firstname: "Uma", lastname: "Us", phone: "3125550199", birthday: "01.01.1990", emailSubscription: false };

/** The message keys the schema answers, by field. */
async function problems(schema: ReturnType<typeof profileSchema>, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe("the registration forms' phone, for the region of the page's locale (account.md §5)", () => {
  it.each([
    ["de-DE", "3125550199", { phone: "validPhoneNumber" }],
    ["en-DE", "3125550199", { phone: "validPhoneNumber" }],
    ["en-US", "3125550199", {}],
    ["de-DE", "015112345678", {}],
  ] as const)("profileSchema on a %s page: %s → %j", async (locale, phone, expected) => {
    expect(await problems(profileSchema(null, locale), { ...profile, phone })).toEqual(expected);
  });

  it("registrationSchema checks the same way, and in Germany by default", async () => {
    const registration = { ...profile, email: "uma.us@demo.portal", password: "Sicher-2026" };
    expect(await problems(registrationSchema(null, "en-US"), registration)).toEqual({});
    expect(await problems(registrationSchema(), registration)).toEqual({ phone: "validPhoneNumber" });
  });
});
