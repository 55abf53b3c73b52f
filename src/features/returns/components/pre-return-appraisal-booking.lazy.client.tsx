"use client";

import dynamic from "next/dynamic";

/**
 * The pre-return appraisal booking form of `pre-return-appraisal-booking.client.tsx`.
 * Loaded on demand: the page that renders it fetches its code, no other page does.
 * Rendered on the server as before; it turns interactive once its chunk has arrived.
 */
export const PreReturnAppraisalBooking = dynamic(() =>
  import("./pre-return-appraisal-booking.client").then((loaded) => loaded.PreReturnAppraisalBooking),
);
