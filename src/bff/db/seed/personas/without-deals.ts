/** The personas without a subscription of their own: what their account pages and sign-in show. */
import type { SeedCalendar } from "../calendar";
import { seedProfile } from "../rows/customer";
import type { PersonaSeed } from "../types";

/** Nora: a new customer, the empty subscription list. */
export function nora(): PersonaSeed {
  return { profiles: { nora: seedProfile("nora", { carriedOverPoints: 0 }) } };
}

/** Dana may delete her account; Alma asked for it yesterday, so the account page opens the "already requested" modal. */
export function accountDeletion({ at }: SeedCalendar): PersonaSeed {
  return {
    profiles: {
      dana: seedProfile("dana", { carriedOverPoints: 0 }),
      alma: seedProfile("alma", { carriedOverPoints: 0, deletionRequestedAt: at(-1, "18:30") }),
    },
  };
}

/**
 * Account data: Konrad has not given his birth date yet (the edit form asks for it); Petra changes
 * her password; Gregor signs in with Google (no password: the form is replaced by a message).
 */
export function accountData(): PersonaSeed {
  return {
    profiles: {
      konrad: seedProfile("konrad", { carriedOverPoints: 0 }),
      petra: seedProfile("petra", { carriedOverPoints: 0, dateOfBirth: "1988-03-14" }),
      gregor: seedProfile("gregor", { carriedOverPoints: 0, dateOfBirth: "1979-11-02" }),
    },
  };
}

/**
 * Ulla has not confirmed her email address yet (her menu entries ask her to); Jana's car comes
 * through her employer's job-auto programme (account.md §3 is_job_auto, §4 mode=jobauto).
 */
export function signInStates(): PersonaSeed {
  return {
    profiles: {
      ulla: seedProfile("ulla", { carriedOverPoints: 0, dateOfBirth: "1991-06-21" }),
      jana: seedProfile("jana", { carriedOverPoints: 0, dateOfBirth: "1986-02-09", isJobAuto: true }),
    },
  };
}
