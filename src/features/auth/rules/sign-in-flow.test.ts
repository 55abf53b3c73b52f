import { describe, expect, it } from "vitest";
import {
  canResend,
  EMAIL_CHECK_TIMEOUT_MS,
  initialSignInFlow,
  MAGIC_LINK_RESEND_LIMIT,
  pathAfterRegistration,
  screenTextKeys,
  SIGN_IN_SCREENS,
  signInFlowReducer,
  tabOf,
  type SignInFlowEvent,
  type SignInFlowState,
  type SignInScreen,
} from "./sign-in-flow";

const at = (screen: SignInScreen, extra: Partial<SignInFlowState> = {}): SignInFlowState => ({
  ...initialSignInFlow("anna@demo.portal"),
  screen,
  ...extra,
});

describe("account.md §4 login flow: every transition", () => {
  it.each<[SignInScreen, SignInFlowEvent, SignInScreen]>([
    ["emailCheckForm", { type: "emailChecked", email: "anna@demo.portal", exists: true }, "loginForm"],
    ["emailCheckForm", { type: "emailChecked", email: "neu@demo.portal", exists: false }, "registrationForm"],
    ["loginForm", { type: "editEmail" }, "emailCheckForm"],
    ["loginForm", { type: "forgotPassword" }, "forgotPasswordForm"],
    ["forgotPasswordForm", { type: "resetLinkSent" }, "forgotPasswordSuccess"],
    ["forgotPasswordSuccess", { type: "resetLinkSent" }, "forgotPasswordSuccess"],
    ["loginForm", { type: "magicLink" }, "magicLinkForm"],
    ["emailCheckForm", { type: "magicLink" }, "magicLinkForm"],
    ["magicLinkForm", { type: "magicLinkSent" }, "magicLinkSuccess"],
    ["magicLinkSuccess", { type: "magicLinkSent" }, "magicLinkSuccess"],
    ["magicLinkForm", { type: "back" }, "emailCheckForm"],
    ["magicLinkSuccess", { type: "back" }, "emailCheckForm"],
    ["forgotPasswordForm", { type: "back" }, "emailCheckForm"],
    ["forgotPasswordSuccess", { type: "back" }, "emailCheckForm"],
    ["registrationForm", { type: "alreadyHaveAccount" }, "emailCheckForm"],
    ["registrationForm", { type: "registered", email: "neu@demo.portal", profileComplete: false }, "completeRegistration"],
    ["completeRegistration", { type: "profileCompleted" }, "loginForm"],
    ["emailCheckForm", { type: "selectTab", tab: "register" }, "registrationForm"],
    ["loginForm", { type: "selectTab", tab: "register" }, "registrationForm"],
    ["registrationForm", { type: "selectTab", tab: "login" }, "emailCheckForm"],
    ["completeRegistration", { type: "selectTab", tab: "login" }, "emailCheckForm"],
  ])("%s --%j--> %s", (from, event, to) => {
    expect(signInFlowReducer(at(from), event).screen).toBe(to);
  });

  it.each<[SignInScreen, SignInFlowEvent]>([
    ["loginForm", { type: "emailChecked", email: "x@demo.portal", exists: false }],
    ["registrationForm", { type: "editEmail" }],
    ["emailCheckForm", { type: "back" }],
    ["loginForm", { type: "back" }],
    ["loginForm", { type: "alreadyHaveAccount" }],
    ["loginForm", { type: "profileCompleted" }],
    // account.md §7: the registration signed in; the page leaves for `next` (pathAfterRegistration).
    ["registrationForm", { type: "registered", email: "neu@demo.portal", profileComplete: true }],
    ["emailCheckForm", { type: "resetLinkSent" }],
    ["registrationForm", { type: "selectTab", tab: "register" }],
    ["loginForm", { type: "selectTab", tab: "login" }],
  ])("%s ignores %j", (from, event) => {
    const state = at(from);
    expect(signInFlowReducer(state, event)).toBe(state);
  });

  it("after completeRegistration the password screen signs in with the address registered, also when the form changed it or was opened from the tab", () => {
    const fromTab = signInFlowReducer(initialSignInFlow(), { type: "selectTab", tab: "register" });
    expect(fromTab.email).toBe("");
    const registered = signInFlowReducer(fromTab, { type: "registered", email: " Neu@Demo.Portal ", profileComplete: false });
    expect(registered).toMatchObject({ screen: "completeRegistration", email: "neu@demo.portal" });
    const changed = signInFlowReducer(at("registrationForm"), { type: "registered", email: "andere@demo.portal", profileComplete: false });
    expect(changed).toMatchObject({ screen: "completeRegistration", email: "andere@demo.portal" });
    expect(signInFlowReducer(changed, { type: "profileCompleted" })).toMatchObject({ screen: "loginForm", email: "andere@demo.portal" });
  });

  it.each([
    ["/de-DE/myaccount", "/de-DE/myaccount?authMessage=verification-sent"],
    ["/en-US/mycars?mode=jobauto#top", "/en-US/mycars?mode=jobauto&authMessage=verification-sent#top"],
  ])("a registration signs in and leads to next with the email-verification dialog (account.md §2, §7): %s → %s", (next, landing) => {
    expect(pathAfterRegistration(next)).toBe(landing);
  });

  it("lowercases and trims the checked email (account.md §7)", () => {
    const next = signInFlowReducer(initialSignInFlow(), { type: "emailChecked", email: "  Anna.Aktiv@Demo.Portal ", exists: true });
    expect(next.email).toBe("anna.aktiv@demo.portal");
  });

  it("changing screen clears the server error; staying keeps it", () => {
    const failed = signInFlowReducer(at("loginForm"), { type: "failed", error: { key: "wrongCredentials" } });
    expect(failed.serverError).toEqual({ key: "wrongCredentials" });
    expect(failed.screen).toBe("loginForm");
    expect(signInFlowReducer(failed, { type: "editEmail" }).serverError).toBeNull();
    expect(signInFlowReducer(failed, { type: "forgotPassword" }).serverError).toBeNull();
    const onSuccess = signInFlowReducer(at("magicLinkSuccess"), { type: "failed", error: { key: "generalError" } });
    expect(signInFlowReducer(onSuccess, { type: "magicLinkSent" }).serverError).toEqual({ key: "generalError" });
  });

  it("drops a failed answer that arrives after the customer changed screen (account.md §4; review round 7)", () => {
    // A wrong password answered after "Forgot password?" was chosen: it belongs to the login screen, not this one.
    const moved = signInFlowReducer(at("loginForm"), { type: "forgotPassword" });
    const late = signInFlowReducer(moved, { type: "failed", error: { key: "wrongCredentials" }, screen: "loginForm" });
    expect(late).toBe(moved);
    expect(signInFlowReducer(late, { type: "back" }).serverError).toBeNull();
    // An answer from the screen still shown is kept.
    expect(signInFlowReducer(at("loginForm"), { type: "failed", error: { key: "wrongCredentials" }, screen: "loginForm" }).serverError).toEqual({
      key: "wrongCredentials",
    });
  });

  it(`hides the resend after ${MAGIC_LINK_RESEND_LIMIT} sends (account.md §4, §9)`, () => {
    expect(MAGIC_LINK_RESEND_LIMIT).toBe(3);
    let state = at("magicLinkForm");
    const seen: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      state = signInFlowReducer(state, { type: "magicLinkSent" });
      seen.push(canResend(state));
    }
    expect(seen).toEqual([true, true, false, false]);
    expect(state.linksSent).toBe(4);
    let reset = at("forgotPasswordForm");
    for (let i = 0; i < 3; i++) reset = signInFlowReducer(reset, { type: "resetLinkSent" });
    expect(canResend(reset)).toBe(false);
  });

  it("the email check times out after 20 s (account.md §9)", () => {
    expect(EMAIL_CHECK_TIMEOUT_MS).toBe(20_000);
  });

  it.each(SIGN_IN_SCREENS)("%s has its own title, subtitle and button, and a checkout subtitle under /cart", (screen) => {
    expect(screenTextKeys(screen, "/de-DE/login")).toEqual({ title: `${screen}.title`, subtitle: `${screen}.subtitle`, button: `${screen}.button` });
    expect(screenTextKeys(screen, "/de-DE/cart/step-1").subtitle).toBe(`${screen}.subtitleCheckout`);
  });

  it("the business login's email check has its own title and subtitle (it does not register; issue 37 item 1)", () => {
    expect(screenTextKeys("emailCheckForm", "/de-DE/business/login", true)).toEqual({
      title: "emailCheckForm.titleBusiness",
      subtitle: "emailCheckForm.subtitleBusiness",
      button: "emailCheckForm.button",
    });
    expect(screenTextKeys("loginForm", "/de-DE/business/login", true).title).toBe("loginForm.title");
  });

  it.each<[string, boolean, SignInScreen]>([
    ["", false, "emailCheckForm"],
    ["bernd.business@demo.portal", false, "emailCheckForm"],
    ["", true, "emailCheckForm"],
    [" Bernd.Business@demo.portal ", true, "loginForm"],
  ])("starts with %j (checked: %s) at %s", (email, checked, screen) => {
    const state = initialSignInFlow(email, checked);
    expect(state.screen).toBe(screen);
    expect(state.email).toBe(email.trim().toLowerCase());
  });

  it.each<[SignInScreen, "login" | "register"]>([
    ["emailCheckForm", "login"],
    ["loginForm", "login"],
    ["magicLinkForm", "login"],
    ["forgotPasswordSuccess", "login"],
    ["registrationForm", "register"],
    ["completeRegistration", "register"],
  ])("%s sits under the %s tab", (screen, tab) => {
    expect(tabOf(screen)).toBe(tab);
  });
});
