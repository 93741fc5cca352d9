import type { FlagOf } from "@/lib/competitor-name";

/**
 * A country's flag as a self-hosted SVG (decision 0043): drawn the same on every system (Windows
 * and Linux draw no flag emoji), 4:3 with its size given so nothing moves when it arrives, loaded
 * lazily. Beside the team's printed name the flag is decorative (alt=""), so a screen reader says
 * the name once; only a flag standing alone (`standalone`) is named in the page's language.
 * No hooks: the same element on the server and in islands.
 */
export function Flag({
  flag,
  height = 15,
  standalone = false,
}: {
  flag: FlagOf | null;
  height?: number;
  standalone?: boolean;
}) {
  if (!flag) return null;
  const width = Math.round((height * 4) / 3);
  return (
    <img
      src={`/flags/${flag.code}.svg`}
      alt={standalone ? flag.name : ""}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-flag={flag.code}
      style={{
        display: "inline-block",
        verticalAlign: "-0.15em",
        borderRadius: 2,
        boxShadow: "0 0 0 1px rgba(128, 128, 128, 0.35)",
        flexShrink: 0,
      }}
    />
  );
}
