"use client";

import dynamic from "next/dynamic";

/**
 * `NewsletterForm` of `newsletter-form.client.tsx`, loaded on demand (issue 11): the footer is on
 * every page, and its form with yup's schema was part of every page's start-up script. Rendered on
 * the server as before; its chunk loads beside the page's and hydrates after it.
 */
export const NewsletterForm = dynamic(() => import("./newsletter-form.client").then((loaded) => loaded.NewsletterForm));
