/** account.md §3 Driver: relationship types and statuses. */
export const DRIVER_RELATIONSHIP_TYPES = ["relative_type_1", "relative_type_2", "employee", "other"] as const;
export type DriverRelationshipType = (typeof DRIVER_RELATIONSHIP_TYPES)[number];

export const DRIVER_STATUSES = ["active", "pending", "inactive", "rejected", "deleted"] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** A driver as `GET drivers` answers it (account.md §3; the licence keys are not sent back). */
export interface Driver {
  id: string;
  type: "secondary";
  relationship_type: DriverRelationshipType;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  /** YYYY-MM-DD (account.md §3 "sent YYYY-MM-DD") */
  driver_license_issue_date: string;
  postcode: string;
  status: DriverStatus;
  /** account.md §5, §9: the 19 EUR monthly fee applies to this driver. */
  extra_fee: boolean;
  created_at: string;
}

/** The answer of the upload-URL call (account.md §7 `{checkout api}/uploadurl`). */
export interface DriverUploadUrl {
  /** Where the browser PUTs the file with its content type. */
  url: string;
  /** What `POST drivers` names as `dl_front_key` / `dl_back_key`. */
  key: string;
}

/** What adding a driver sends (account.md §3 Driver; the dates as YYYY-MM-DD): the form's request and the BFF's input. */
export interface NewDriver {
  relationship_type: string;
  firstname: string;
  lastname: string;
  date_of_birth: string;
  driver_license_issue_date: string;
  dl_front_key: string;
  dl_back_key: string;
  postcode: string;
  agreed_to_terms: boolean;
  confirmed_truthful_data: boolean;
}
