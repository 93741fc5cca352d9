"use client";
import { useTranslations } from "next-intl";
import { setColorMode, useColorMode } from "./color-scheme";
import { NavIcon } from "./nav-icons";
import { PopupMenu } from "./popup-menu";

const MODES = ["light", "dark", "system"] as const;

/** The colour scheme's menu: loaded when first opened (next/dynamic in ColorSchemeToggle), without MUI. */
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
    <PopupMenu id={id} anchor={anchor} onClose={onClose}>
      {MODES.map((m) => (
        <li key={m} role="none">
          <button
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            aria-checked={mode === m}
            onClick={() => {
              setColorMode(m);
              onClose();
            }}
          >
            <NavIcon name={m} />
            {t(m)}
          </button>
        </li>
      ))}
    </PopupMenu>
  );
}
