"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";

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
    return this.state.failed ? null : this.props.children;
  }
}
