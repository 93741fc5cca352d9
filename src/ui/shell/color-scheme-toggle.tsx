"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import plain from "../plain/plain.module.css";
import { useColorMode } from "./color-scheme";
import { NavIcon } from "./nav-icons";

// The menu (./popup-menu.tsx) loads when first asked for, not with every page (decisions 0041, 0065).
const loadMenu = () => import("./color-scheme-menu");
const ColorSchemeMenu = dynamic(loadMenu, { ssr: false });

/** Light, dark or the device's choice, kept in local storage (./color-scheme.ts). */
export function ColorSchemeToggle() {
  const t = useTranslations("colorScheme");
  const mode = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className={plain.iconButton}
        aria-label={t("label")}
        title={t("label")}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <NavIcon name={mode ?? "system"} />
      </button>
      {opened && <ColorSchemeMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
