/** B2B shapes of deals.md §3: company (name, address, invoiceAddress), driver, contact, address. */

export interface BusinessAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

export interface Company {
  id: string;
  name: string;
  phone: string | null;
  address: BusinessAddress;
  /** Null when invoices go to the company address. */
  invoiceAddress: BusinessAddress | null;
}

/** A person a business customer deals with about a vehicle: its driver or the fleet manager. */
export interface BusinessPerson {
  name: string;
  email: string | null;
  phoneNumber: string | null;
}
