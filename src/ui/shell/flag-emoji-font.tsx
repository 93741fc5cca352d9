"use client";
import { polyfillCountryFlagEmojis } from "country-flag-emoji-polyfill";
import { useEffect } from "react";
import { FLAG_FONT_FAMILY } from "../theme";

/** Loads our self-hosted flag font only where the browser cannot draw flag emoji (e.g. Windows). */
export function FlagEmojiFont() {
  useEffect(() => {
    polyfillCountryFlagEmojis(FLAG_FONT_FAMILY, "/fonts/flags/TwemojiCountryFlags.woff2");
  }, []);
  return null;
}
