"use client";

import { useTranslations } from "next-intl";
import { formatPhoneNumber } from "@/lib/phone-number";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Dialog, DialogClose } from "@/ui/dialog.client";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import { ToastViewport, useToasts } from "@/ui/toast.client";
import { changeRole, createContact, searchContacts } from "../api/business-requests";
import { CONTACT_FIELDS, contactEntryProblem, contactIncomplete, newCompanyContactSchema } from "../schemas/company-contact";
import { BUSINESS_ROLES, type BusinessRole, type CompanyContact } from "../types";
import * as styles from "./business-portal.css";
import { InteractiveWhenHydrated, useHydrated } from "@/ui/interactive-when-hydrated.client";
import { useIdempotencyKey } from "@/api/use-idempotency-key";

export interface BusinessContactsListProps {
  companyId: string;
  initial: CompanyContact[];
  managesContacts: boolean;
  ownContactId: string;
}

type Entry = Record<(typeof CONTACT_FIELDS)[number], string>;
const EMPTY: Entry = { email: "", phoneNumber: "", firstName: "", lastName: "" };
const fullName = (contact: CompanyContact) => `${contact.firstName} ${contact.lastName}`;
/** account.md §2 Business portal: "list columns name, status, role, phone number". */
const columns = ["name", "status", "role", "phoneNumber"] as const;

/** A contact's value, with its column's name beside it on a phone (hidden from screen readers, which read the header). */
function ContactCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td role="cell" className={styles.cell}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

export function BusinessContactsList({ companyId, initial, managesContacts, ownContactId }: BusinessContactsListProps) {
  const t = useTranslations("businessPortal");
  const searchId = useId();
  const [contacts, setContacts] = useState(initial);
  const [search, setSearch] = useState("");
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const { toasts, show, dismiss } = useToasts();
  // A role chosen before hydration would change nothing (no handler yet): the selects wait for it.
  const hydrated = useHydrated();

  const runSearch = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    const { data, status } = await searchContacts(companyId, search.trim());
    setLoading(false);
    if (status === 200 && data) setContacts(data);
    else show("error", t("actionFailed"));
  };

  const updateRole = async (contact: CompanyContact, role: BusinessRole) => {
    const { data, status } = await changeRole(companyId, contact.id, role);
    if (status === 200 && data) {
      const { unassignedCars, ...changed } = data;
      setContacts((list) => list.map((c) => (c.id === changed.id ? changed : c)));
      const roleChanged = t("roleChanged", { name: fullName(changed), role: t(`roles.${changed.role}`) });
      // Only a driver drives a company car: the cars that lost theirs are named, not dropped unseen.
      const unassigned =
        unassignedCars.length > 0 ? ` ${t("driverUnassigned", { cars: unassignedCars.join(", "), count: unassignedCars.length })}` : "";
      show("success", `${roleChanged}${unassigned}`);
    } else show("error", t("actionFailed"));
  };

  return (
    <>
      <div className={styles.toolbar}>
        <form role="search" onSubmit={(event) => void runSearch(event)} className={styles.actions}>
          <InteractiveWhenHydrated>
            <label className={form.label} htmlFor={searchId}>
              {t("search")}
            </label>
            <input
              id={searchId}
              type="search"
              className={form.input}
              value={search}
              placeholder={t("searchPlaceholder")}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="submit" className={button.secondary} aria-busy={loading}>
              {t("search")}
            </button>
          </InteractiveWhenHydrated>
        </form>
        {managesContacts ? (
          <button type="button" className={button.primary} onClick={() => setOpen(true)}>
            {t("createContact")}
          </button>
        ) : null}
      </div>

      {loading ? <p role="status">{t("loading")}</p> : null}
      {contacts.length === 0 ? (
        <p>{t("noContacts")}</p>
      ) : (
        // A region of its own that the keyboard can scroll, should the columns be wider than the screen (from the tablet up).
        <div className={styles.tableScroll} role="region" aria-label={t("contactsScroll")} tabIndex={0}>
          <table role="table" className={styles.table} aria-label={t("contacts")} aria-busy={loading}>
            <thead role="rowgroup" className={styles.tableHead}>
              <tr role="row">
                {columns.map((column) => (
                  <th key={column} role="columnheader" className={styles.cell} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className={styles.tableBody}>
              {contacts.map((contact) => (
                <tr key={contact.id} role="row" className={styles.row} data-contact-id={contact.id}>
                  <ContactCell label={t("name")}>{fullName(contact)}</ContactCell>
                  <ContactCell label={t("status")}>{t(`statuses.${contact.status}`)}</ContactCell>
                  <ContactCell label={t("role")}>
                    {managesContacts && contact.id !== ownContactId ? (
                      <select
                        className={form.input}
                        aria-label={t("changeRole", { name: fullName(contact) })}
                        value={contact.role}
                        disabled={!hydrated}
                        onChange={(event) => void updateRole(contact, event.target.value as BusinessRole)}
                      >
                        {BUSINESS_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t(`roles.${contact.role}`)
                    )}
                  </ContactCell>
                  <ContactCell label={t("phoneNumber")}>{contact.phoneNumber && formatPhoneNumber(contact.phoneNumber)}</ContactCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {managesContacts ? (
        <CreateContactDialog
          open={open}
          onOpenChange={setOpen}
          companyId={companyId}
          onCreated={(contact) => {
            setContacts((list) => [...list.filter((c) => c.id !== contact.id), contact]);
            show("success", t("contactCreated", { name: fullName(contact) }));
          }}
        />
      ) : null}
      <ToastViewport toasts={toasts} onDismiss={dismiss} closeLabel={t("close")} />
    </>
  );
}

/** account.md §2 createContact, §5 Business: all four required; an incomplete entry shows the "incomplete" message. */
function CreateContactDialog({
  open,
  onOpenChange,
  companyId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  onCreated: (contact: CompanyContact) => void;
}) {
  const t = useTranslations("businessPortal");
  const baseId = useId();
  const [entry, setEntry] = useState<Entry>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useIdempotencyKey();

  const change = (openNow: boolean) => {
    if (!openNow) {
      setEntry(EMPTY);
      setMessage(null);
      idempotencyKey.renew();
    }
    onOpenChange(openNow);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (contactIncomplete(entry)) return setMessage(t("incomplete"));
    const body = {
      email: entry.email.trim(),
      phoneNumber: entry.phoneNumber.trim(),
      firstName: entry.firstName.trim(),
      lastName: entry.lastName.trim(),
    };
    try {
      newCompanyContactSchema.validateSync(body);
    } catch (error) {
      return setMessage(t(contactEntryProblem(error as { path?: string; type?: string })));
    }
    setBusy(true);
    const { data, status } = await createContact(companyId, body, idempotencyKey.current());
    setBusy(false);
    if (status === 200 && data) {
      onCreated(data);
      change(false);
    } else if (status === 409) {
      setMessage(t("contactExists"));
      idempotencyKey.renew();
    } else {
      setMessage(t("actionFailed"));
    }
  };

  return (
    <Dialog open={open} onOpenChange={change} title={t("createContactTitle")} description={t("createContactText")} closeLabel={t("close")}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <InteractiveWhenHydrated>
          {CONTACT_FIELDS.map((field) => (
            <div key={field} className={form.field}>
              <label className={form.label} htmlFor={`${baseId}-${field}`}>
                {t(field)}
              </label>
              <input
                id={`${baseId}-${field}`}
                className={form.input}
                type={field === "email" ? "email" : field === "phoneNumber" ? "tel" : "text"}
                required
                aria-required="true"
                value={entry[field]}
                onChange={(event) => {
                  setEntry((current) => ({ ...current, [field]: event.target.value }));
                  idempotencyKey.renew();
                }}
              />
            </div>
          ))}
          {message ? (
            <p className={form.error} role="alert">
              {message}
            </p>
          ) : null}
          <div className={form.actions}>
            <button type="submit" className={button.primary} disabled={busy} aria-busy={busy}>
              {busy ? t("saving") : t("save")}
            </button>
            <DialogClose className={button.tertiary}>{t("cancel")}</DialogClose>
          </div>
        </InteractiveWhenHydrated>
      </form>
    </Dialog>
  );
}
