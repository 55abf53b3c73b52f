"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { button } from "@/ui/recipes.css";

interface Props {
  entryId: string;
  contentType: string;
  children: ReactNode;
}

/**
 * One per module: a module that throws disappears on its own and the rest of the page stays
 * (ARCHITECTURE.md principle 2). The failure is logged with the entry that caused it.
 */
export class ModuleErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`Module ${this.props.contentType} (entry ${this.props.entryId}) failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // A code-owned feature failing means its data did not load: say so and offer a retry
    // (deals.md §8 "Data-load error … with a retry that reloads the page"). Content modules vanish.
    return this.props.contentType === "featureModule" ? <FeatureLoadError /> : null;
  }
}

export function FeatureLoadError() {
  const t = useTranslations("errors");
  return (
    <div role="alert">
      <p>
        <strong>{t("loadTitle")}</strong>
      </p>
      <p>{t("loadText")}</p>
      <button type="button" className={button.primary} onClick={() => window.location.reload()}>
        {t("retry")}
      </button>
    </div>
  );
}
