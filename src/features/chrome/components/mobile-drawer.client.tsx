"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentType, type ReactNode } from "react";
import type { MenuNavItem } from "./mega-menu.client";
import * as styles from "./mobile-drawer.css";
import { MenuIcon } from "@/ui/icons";

export interface MobileDrawerProps {
  navigation: MenuNavItem[];
  help: { label: string; href: string } | null;
  search: ReactNode;
  userPanel: ReactNode;
}

type Drawer = ComponentType<MobileDrawerProps>;

/** The drawer's code (the bundler loads it once). */
const loadDrawer = (): Promise<Drawer> => import("./mobile-drawer-dialog.client").then((loaded) => loaded.MobileDrawerDialog);

/**
 * The phone header's burger (account.md §2 Header). The drawer behind it, Radix's dialog and
 * accordion (about 20 KiB of gzip), loads when the burger is pointed at, focused or pressed, and
 * opens as it arrives (it was part of every page's start-up script, and most visits
 * never open it). From then on the drawer's own trigger takes the burger's place.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  const t = useTranslations("chrome");
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  if (Drawer) return <Drawer {...props} />;
  const preload = () => void loadDrawer().catch(() => undefined);
  const open = () =>
    void loadDrawer().then(
      (loaded) => setDrawer(() => loaded),
      () => undefined,
    );
  return (
    <button
      type="button"
      className={styles.burger}
      aria-label={t("openMenu")}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      <MenuIcon width={24} height={24} />
    </button>
  );
}
