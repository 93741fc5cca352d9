"use client";
import BrightnessAutoIcon from "@mui/icons-material/BrightnessAuto";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useColorScheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";

const MODES = [
  { mode: "light", Icon: LightModeIcon },
  { mode: "dark", Icon: DarkModeIcon },
  { mode: "system", Icon: BrightnessAutoIcon },
] as const;

/** Light, dark or the device's choice; MUI keeps the choice in local storage. */
export function ColorSchemeToggle() {
  const t = useTranslations("colorScheme");
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = MODES.find((m) => m.mode === mode) ?? MODES[2];
  return (
    <>
      <Tooltip title={t("label")}>
        <IconButton
          color="inherit"
          aria-label={t("label")}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {MODES.map(({ mode: m, Icon }) => (
          <MenuItem
            key={m}
            role="menuitemradio"
            aria-checked={mode === m}
            selected={mode === m}
            onClick={() => {
              setMode(m);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(m)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
