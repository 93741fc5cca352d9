"use client";
import BrightnessAutoIcon from "@mui/icons-material/BrightnessAuto";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useTranslations } from "next-intl";
import { MuiTheme } from "../mui-theme";
import { setColorMode, useColorMode } from "./color-scheme";

const MODES = [
  { mode: "light", Icon: LightModeIcon },
  { mode: "dark", Icon: DarkModeIcon },
  { mode: "system", Icon: BrightnessAutoIcon },
] as const;

/** The colour scheme's menu: loaded when first opened (next/dynamic in ColorSchemeToggle). */
export default function ColorSchemeMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useTranslations("colorScheme");
  const mode = useColorMode();
  return (
    <MuiTheme>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {MODES.map(({ mode: m, Icon }) => (
          <MenuItem
            key={m}
            role="menuitemradio"
            aria-checked={mode === m}
            selected={mode === m}
            onClick={() => {
              setColorMode(m);
              onClose();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(m)}
          </MenuItem>
        ))}
      </Menu>
    </MuiTheme>
  );
}
