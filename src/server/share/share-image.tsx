/**
 * The social share image of a tournament or a group (issue 13.6, decision 0037): 1200×630 PNG,
 * drawn on the server by Next's own `ImageResponse` (satori + resvg) in the page's language. The
 * fonts are DejaVu Sans files shipped beside this module (Latin, Latin Extended and Cyrillic; their
 * licence in `fonts/LICENSE`): nothing is fetched at build or run time.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";

export const SHARE_IMAGE = { width: 1200, height: 630, contentType: "image/png" } as const;

/** What a card says; every text already in the page's language. */
export interface ShareCard {
  siteName: string;
  /** The small line above the title: the sport, or the tournament of a group. */
  kicker: string;
  title: string;
  subtitle?: string;
  /** The heading of the rows (the top three), and the rows. */
  rowsHeading?: string;
  rows?: { rank: number; nickname: string; points: string }[];
  footer: string;
}

type FontOption = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
const FONTS_DIR = path.join(process.cwd(), "src/server/share/fonts");
let fonts: Promise<FontOption[]> | undefined;

function loadFonts(): Promise<FontOption[]> {
  fonts ??= Promise.all([
    readFile(path.join(FONTS_DIR, "DejaVuSans.ttf")),
    readFile(path.join(FONTS_DIR, "DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => [
    { name: "DejaVu Sans", data: regular, weight: 400, style: "normal" },
    { name: "DejaVu Sans", data: bold, weight: 700, style: "normal" },
  ]);
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

const GREEN = "#1b7f3b";
const DARK = "#0d3d1c";
const YELLOW = "#f6c945";

/** Long names stay on the card: shorter than this, or cut with an ellipsis. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text;
}

/** A long title (two lines) is drawn smaller, so the top three stay on the card. */
function titleSize(title: string, withRows: boolean): number {
  const long = [...title].length > 24;
  if (withRows) return long ? 52 : 64;
  return long ? 64 : 76;
}

/** The card as PNG bytes (rendered fully here, so a failure is an error, not a broken stream). */
export async function renderShareImage(card: ShareCard): Promise<ArrayBuffer> {
  const rows = card.rows ?? [];
  const image = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "56px 72px",
        background: `linear-gradient(135deg, ${GREEN} 0%, ${DARK} 100%)`,
        color: "#ffffff",
        fontFamily: "DejaVu Sans",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", fontSize: 34, fontWeight: 700 }}>
        <div
          style={{ display: "flex", width: 22, height: 22, borderRadius: 11, background: YELLOW, marginRight: 16 }}
        />
        <div style={{ display: "flex" }}>{card.siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 34, color: YELLOW, marginBottom: 12 }}>{clip(card.kicker, 48)}</div>
        <div
          style={{
            display: "flex",
            fontSize: titleSize(card.title, rows.length > 0),
            fontWeight: 700,
            lineHeight: 1.1,
          }}
        >
          {clip(card.title, 40)}
        </div>
        {card.subtitle ? (
          <div style={{ display: "flex", fontSize: 34, marginTop: 16, opacity: 0.9 }}>{clip(card.subtitle, 60)}</div>
        ) : null}
        {rows.length ? (
          <div style={{ display: "flex", flexDirection: "column", marginTop: 24 }}>
            {card.rowsHeading ? (
              <div style={{ display: "flex", fontSize: 26, opacity: 0.8, marginBottom: 8 }}>{card.rowsHeading}</div>
            ) : null}
            {rows.map((row) => (
              <div
                key={`${row.rank}-${row.nickname}`}
                style={{ display: "flex", alignItems: "center", fontSize: 34, marginTop: 6 }}
              >
                <div style={{ display: "flex", width: 64, fontWeight: 700, color: YELLOW }}>{`${row.rank}.`}</div>
                <div style={{ display: "flex", flexGrow: 1 }}>{clip(row.nickname, 32)}</div>
                <div style={{ display: "flex", fontWeight: 700 }}>{row.points}</div>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", fontSize: 28, opacity: 0.85 }}>{clip(card.footer, 70)}</div>
    </div>,
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts: await loadFonts() },
  );
  return image.arrayBuffer();
}
