"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { globalErrorTexts } from "@/ui/errors/global-error-texts";
import "@/ui/theme.css";
import { button, container } from "@/ui/recipes.css";

/**
 * The last resort when the locale layout itself failed: without it Next shows a bare line of
 * text. The data-load error dialog's texts and retry (deals.md §8) as a plain page, since
 * neither the layout nor its messages are there.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  const texts = globalErrorTexts(usePathname());
  return (
    <html lang={texts.lang}>
      <body>
        <main className={container}>
          <h1>{texts.title}</h1>
          <p>{texts.text}</p>
          <button type="button" className={button.primary} onClick={() => window.location.reload()}>
            {texts.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
