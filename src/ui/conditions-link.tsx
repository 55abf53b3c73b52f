import { Link } from "@/ui/link.client";
import type { ReactNode } from "react";

/**
 * The `<conditions>` tag of a message: the conditions a checkbox or a booking
 * accepts, linked where they are accepted. A new tab, so that the form's state stays; clicking the
 * link inside a checkbox's label follows it without ticking the box.
 */
export function conditionsLink(href: string) {
  function ConditionsLink(chunks: ReactNode) {
    return (
      <Link href={href} target="_blank" rel="noopener">
        {chunks}
      </Link>
    );
  }
  return ConditionsLink;
}
