"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useIdempotencyKey } from "@/api/use-idempotency-key";
import type { Audience } from "@/lib/audience";
import { inBerlin } from "@/lib/clock";
import { parseGermanDay } from "@/lib/german-day";
import { SUPPORT_PHONE } from "@/lib/support";
import { postDriver, uploadLicence } from "../api/driver-requests";
import { answerIssues, driverModalCode, KNOWN_CODES, messageKey, type DriverFormField } from "../rules/driver-form-codes";
import {
  driverIssues,
  hasExtraDriverFee,
  isYoungDriverCriteriaUnmet,
  knownDriverFacts,
  licenceFileIssue,
  type DriverDraft,
} from "../rules/driver-rules";
import type { Driver } from "../types";

export type LicenceSide = "front" | "back";

export interface UploadSlot {
  name: string;
  progress: number;
  key: string | null;
  /** A message key of `drivers.problems` ("uploading" while it travels: a submit waits for it), or null. */
  error: string | null;
}

const EMPTY: DriverDraft = {
  relationship_type: "",
  firstname: "",
  lastname: "",
  date_of_birth: "",
  driver_license_issue_date: "",
  postcode: "",
  agreed_to_terms: false,
  confirmed_truthful_data: false,
};

/** The licence scan's field of a side. */
export const licenceField = (side: LicenceSide): DriverFormField => (side === "front" ? "dl_front_key" : "dl_back_key");

/** What the add-driver screens show and what they may do. */
export interface DriverAddFormView {
  draft: DriverDraft;
  uploads: Record<LicenceSide, UploadSlot | null>;
  /** Whether the extra-driver fee applies to the dates entered (a young, senior or new driver). */
  fee: boolean;
  sending: boolean;
  /** The driver the BFF added (the driver-added modal), or null. */
  added: Driver | null;
  /** The text of the driver-error modal, or null. */
  failure: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  /** A field's message, once it was touched or the form submitted; the BFF's until the field changes. */
  shown(field: DriverFormField): string | null;
  change<K extends keyof DriverDraft>(field: K, value: DriverDraft[K]): void;
  touch(field: DriverFormField): void;
  chooseFile(side: LicenceSide, file: File | undefined): Promise<void>;
  submit(): Promise<void>;
  dismissFailure(): void;
}

/**
 * The add-driver form's state (account.md §3 Driver, §5 Driver, §7, §8): validation runs on every
 * change with the rules the BFF runs; a field shows its message once touched or after a submit (§5
 * "Shared form rules"). The licence scans upload as soon as they are chosen, each with its progress.
 * Success names the added driver (active or pending); a refusal the driver-error text of §8.
 */
export function useDriverAddForm({ audience, nowIso }: { audience: Audience; nowIso: string }): DriverAddFormView {
  const t = useTranslations();
  // The portal's clock as the server read it (PORTAL_NOW may pin it), so the form and the BFF agree on ages.
  const now = useMemo(() => () => inBerlin(nowIso), [nowIso]);
  const [draft, setDraft] = useState<DriverDraft>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<DriverFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [uploads, setUploads] = useState<Record<LicenceSide, UploadSlot | null>>({ front: null, back: null });
  const [serverIssues, setServerIssues] = useState<Partial<Record<DriverFormField, string>>>({});
  const [sending, setSending] = useState(false);
  // Sent as soon as the scans are up: a submit while one still travels waits for it (the button says it is sending).
  const [queued, setQueued] = useState(false);
  const [added, setAdded] = useState<Driver | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const formRef = useRef<HTMLFormElement>(null);

  const issues = useMemo(() => {
    const byField: Partial<Record<DriverFormField, string>> = {};
    for (const issue of driverIssues(draft, now())) byField[issue.path] ??= issue.code;
    // The BFF's refusal of §8 (dob_young_driver_criteria_unmet) said before sending, at the licence
    // date, by its rule: a driver under 23 whose licence is under 2 years old (it came only as a modal).
    const birth = byField.date_of_birth ? null : parseGermanDay(draft.date_of_birth);
    const issued = byField.driver_license_issue_date ? null : parseGermanDay(draft.driver_license_issue_date);
    const { age, licenceYears } = knownDriverFacts(birth, issued, now());
    if (age !== null && licenceYears !== null && isYoungDriverCriteriaUnmet({ age, licenceYears })) {
      byField.driver_license_issue_date = "dob_young_driver_criteria_unmet";
    }
    for (const side of ["front", "back"] as const) {
      const slot = uploads[side];
      const field = licenceField(side);
      if (!slot) byField[field] = "required";
      else if (slot.error) byField[field] = slot.error;
    }
    return byField;
  }, [draft, uploads, now]);

  const shown = (field: DriverFormField): string | null => {
    const code = serverIssues[field] ?? ((touched.has(field) || submitted) && issues[field]) ?? null;
    return code ? t(messageKey(code), { audience, phone: SUPPORT_PHONE }) : null;
  };

  // Each valid date counts as soon as it is typed: a driver of 22 or 66 sees the fee before the licence date (§5).
  const fee = useMemo(() => {
    // A driver refused is offered no fee (`hasExtraDriverFee`).
    if (issues.driver_license_issue_date === "dob_young_driver_criteria_unmet") return false;
    const birth = issues.date_of_birth ? null : parseGermanDay(draft.date_of_birth);
    const issued = issues.driver_license_issue_date ? null : parseGermanDay(draft.driver_license_issue_date);
    return hasExtraDriverFee(knownDriverFacts(birth, issued, now()));
  }, [draft.date_of_birth, draft.driver_license_issue_date, issues.date_of_birth, issues.driver_license_issue_date, now]);

  const change = <K extends keyof DriverDraft>(field: K, value: DriverDraft[K]) => {
    idempotencyKey.renew(); // another driver than the one a lost answer may have added
    setDraft((current) => ({ ...current, [field]: value }));
    setServerIssues(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: DriverFormField) => setTouched((current) => new Set(current).add(field));

  const chooseFile = async (side: LicenceSide, file: File | undefined) => {
    const field = licenceField(side);
    touch(field);
    setServerIssues(({ [field]: _dropped, ...rest }) => rest);
    idempotencyKey.renew();
    if (!file) {
      setUploads((current) => ({ ...current, [side]: null }));
      return;
    }
    const refused = licenceFileIssue({ name: file.name, size: file.size });
    if (refused) {
      setUploads((current) => ({ ...current, [side]: { name: file.name, progress: 0, key: null, error: refused } }));
      return;
    }
    const update = (slot: Partial<UploadSlot>) =>
      setUploads((current) => (current[side]?.name === file.name ? { ...current, [side]: { ...current[side], ...slot } } : current));
    setUploads((current) => ({ ...current, [side]: { name: file.name, progress: 0, key: null, error: "uploading" } }));
    const result = await uploadLicence(file, (fraction) => update({ progress: fraction }));
    if ("key" in result) update({ key: result.key, error: null, progress: 1 });
    else update({ error: result.code && KNOWN_CODES.has(result.code) ? result.code : "upload_failed", progress: 0 });
  };

  const submit = async () => {
    setSubmitted(true);
    const codes = Object.values(issues);
    if (codes.length > 0 && codes.every((code) => code === "uploading")) {
      setQueued(true);
      return;
    }
    setQueued(false);
    if (codes.length > 0) {
      // Focus the first field with a message (keyboard and screen-reader users land on it).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    const front = uploads.front?.key;
    const back = uploads.back?.key;
    if (!front || !back) return;
    setSending(true);
    const { data, status } = await postDriver(
      {
        type: "secondary",
        ...draft,
        firstname: draft.firstname.trim(),
        lastname: draft.lastname.trim(),
        date_of_birth: parseGermanDay(draft.date_of_birth)!,
        driver_license_issue_date: parseGermanDay(draft.driver_license_issue_date)!,
        dl_front_key: front,
        dl_back_key: back,
      },
      idempotencyKey.current(),
    );
    setSending(false);
    if (status === 200 && data) {
      setAdded(data);
      return;
    }
    const answer = (data ?? {}) as { code?: unknown };
    const byField = status === 422 ? answerIssues(answer) : null;
    if (byField) {
      setServerIssues(byField);
      const modalCode = driverModalCode(byField);
      if (modalCode) setFailure(t(messageKey(modalCode), { audience }));
      return;
    }
    if (status === 409 && answer.code === "driver_already_exists") {
      setFailure(t("drivers.problems.driver_already_exists"));
      return;
    }
    setFailure(t("drivers.problems.default", { audience, phone: SUPPORT_PHONE }));
  };

  const uploading = Object.values(issues).includes("uploading");
  useEffect(() => {
    if (queued && !uploading) void submit();
  });

  return {
    draft,
    uploads,
    fee,
    sending: sending || queued,
    added,
    failure,
    formRef,
    shown,
    change,
    touch,
    chooseFile,
    submit,
    dismissFailure: () => setFailure(null),
  };
}
