"use client";
import BrightnessAutoIcon from "@mui/icons-material/BrightnessAuto";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import IconButton from "@mui/material/IconButton";
import { useColorScheme } from "@mui/material/styles";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useState } from "react";

// The menu (MUI's Menu, Popover and Modal) loads when first opened, not with every page (decision 0041).
const loadMenu = () => import("./color-scheme-menu");
const ColorSchemeMenu = dynamic(loadMenu, { ssr: false });

const ICONS = { light: LightModeIcon, dark: DarkModeIcon, system: BrightnessAutoIcon } as const;

/** Light, dark or the device's choice; MUI keeps the choice in local storage. */
export function ColorSchemeToggle() {
  const t = useTranslations("colorScheme");
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const Icon = ICONS[mode ?? "system"];
  return (
    <>
      <IconButton
        color="inherit"
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
        <Icon />
      </IconButton>
      {opened && <ColorSchemeMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
