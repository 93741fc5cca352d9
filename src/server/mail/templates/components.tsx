/**
 * The shared pieces of every mail: the layout with the product's name and colours (src/ui/theme.ts),
 * a paragraph, a button, a code, a list, a quote. Inline styles and layout tables only, as mail
 * clients read them; no hooks or context (they render through ./markup.ts).
 */
import type { ReactNode } from "react";

export const MAIL_COLOURS = {
  primary: "#1b7f3b",
  onPrimary: "#ffffff",
  secondary: "#f5c518",
  page: "#f2f5f1",
  card: "#ffffff",
  text: "#1d261f",
  muted: "#56625a",
  line: "#dde3dc",
} as const;

const FONT = "Roboto, 'Segoe UI', Helvetica, Arial, sans-serif";

export interface LayoutProps {
  lang: string;
  dir: "ltr" | "rtl";
  title: string;
  /** The line inbox lists show after the subject; hidden in the mail itself. */
  preheader: string;
  /** Why the reader got this mail. */
  footer: ReactNode;
  /** The product's home page in the reader's language. */
  homeUrl: string;
  children: ReactNode;
}

export function Layout({ lang, dir, title, preheader, footer, homeUrl, children }: LayoutProps) {
  const align = dir === "rtl" ? "right" : "left";
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: MAIL_COLOURS.page, fontFamily: FONT }}>
        <div
          data-text="skip"
          style={{
            display: "none",
            maxHeight: 0,
            maxWidth: 0,
            overflow: "hidden",
            opacity: 0,
            color: "transparent",
            fontSize: 1,
            lineHeight: 1,
          }}
        >
          {preheader}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding="0"
          cellSpacing="0"
          style={{ backgroundColor: MAIL_COLOURS.page, borderCollapse: "collapse" }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding="0"
                  cellSpacing="0"
                  style={{
                    maxWidth: 560,
                    backgroundColor: MAIL_COLOURS.card,
                    borderRadius: 8,
                    borderCollapse: "separate",
                    border: `1px solid ${MAIL_COLOURS.line}`,
                  }}
                >
                  <tbody>
                    <tr data-text="skip">
                      <td
                        style={{
                          backgroundColor: MAIL_COLOURS.primary,
                          borderRadius: "8px 8px 0 0",
                          padding: "16px 24px",
                          textAlign: align,
                          borderBottom: `4px solid ${MAIL_COLOURS.secondary}`,
                        }}
                      >
                        <a
                          href={homeUrl}
                          style={{
                            color: MAIL_COLOURS.onPrimary,
                            fontSize: 22,
                            fontWeight: 700,
                            textDecoration: "none",
                            fontFamily: FONT,
                          }}
                        >
                          Callit
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "24px",
                          color: MAIL_COLOURS.text,
                          fontSize: 16,
                          lineHeight: 1.5,
                          textAlign: align,
                          fontFamily: FONT,
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          borderTop: `1px solid ${MAIL_COLOURS.line}`,
                          color: MAIL_COLOURS.muted,
                          fontSize: 13,
                          lineHeight: 1.5,
                          textAlign: align,
                          fontFamily: FONT,
                        }}
                      >
                        <p style={{ margin: "0 0 8px" }}>{footer}</p>
                        <p style={{ margin: 0 }}>
                          Callit ·{" "}
                          <a href={homeUrl} style={{ color: MAIL_COLOURS.primary }}>
                            {homeUrl}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <p style={{ margin: "0 0 16px", color: muted ? MAIL_COLOURS.muted : MAIL_COLOURS.text, fontSize: muted ? 14 : 16 }}>
      {children}
    </p>
  );
}

/** A link that looks like the product's contained button; the text part reads "label: address". */
export function Button({ href, children, fallback }: { href: string; children: ReactNode; fallback: ReactNode }) {
  return (
    <>
      <table role="presentation" cellPadding="0" cellSpacing="0" style={{ margin: "8px 0 16px" }}>
        <tbody>
          <tr>
            <td style={{ backgroundColor: MAIL_COLOURS.primary, borderRadius: 6 }}>
              <a
                href={href}
                style={{
                  display: "inline-block",
                  padding: "12px 22px",
                  color: MAIL_COLOURS.onPrimary,
                  fontSize: 16,
                  fontWeight: 600,
                  textDecoration: "none",
                  fontFamily: FONT,
                }}
              >
                {children}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p
        data-text="skip"
        style={{
          margin: "0 0 16px",
          color: MAIL_COLOURS.muted,
          fontSize: 13,
          overflowWrap: "anywhere",
          wordBreak: "break-all",
        }}
      >
        {fallback}{" "}
        <a href={href} style={{ color: MAIL_COLOURS.primary }}>
          {href}
        </a>
      </p>
    </>
  );
}

/** A one-time code, large and easy to copy. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <p
      style={{
        margin: "8px 0 16px",
        fontSize: 28,
        fontWeight: 700,
        letterSpacing: 6,
        fontFamily: "'Roboto Mono', Consolas, monospace",
        color: MAIL_COLOURS.text,
      }}
    >
      {children}
    </p>
  );
}

export function List({ children }: { children: ReactNode }) {
  return <ul style={{ margin: "0 0 16px", paddingInlineStart: 20 }}>{children}</ul>;
}

export function Item({ children }: { children: ReactNode }) {
  return <li style={{ margin: "0 0 6px" }}>{children}</li>;
}

/** Text someone else wrote (a contact message, a newsletter): its own paragraphs and lines, escaped. */
export function Quoted({ text, quote }: { text: string; quote?: boolean }) {
  const paragraphs = text
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "");
  const body = paragraphs.map((paragraph, i) => (
    <p key={i} style={{ margin: "0 0 12px" }}>
      {paragraph.split("\n").map((line, j) => (
        <span key={j}>
          {j > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  ));
  if (!quote) return <>{body}</>;
  return (
    <blockquote
      style={{
        margin: "0 0 16px",
        padding: "8px 16px",
        borderInlineStart: `4px solid ${MAIL_COLOURS.secondary}`,
        backgroundColor: MAIL_COLOURS.page,
      }}
    >
      {body}
    </blockquote>
  );
}

/** A translated sentence with one address in it, the address made a link. */
export function WithLink({ text, url }: { text: string; url: string }) {
  const at = text.indexOf(url);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={url} style={{ color: MAIL_COLOURS.primary }}>
        {url}
      </a>
      {text.slice(at + url.length)}
    </>
  );
}
