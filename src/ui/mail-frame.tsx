import Box from "@mui/material/Box";

/**
 * A mail's HTML part, shown as its reader's mail client would: in a sandboxed frame of its own (no
 * scripts, no access to the page; its styles stay inside), links opening in the whole window.
 */
export function MailFrame({ html, title, height = 560 }: { html: string; title: string; height?: number }) {
  const srcDoc = html.includes("<head>")
    ? html.replace("<head>", '<head><base target="_top">')
    : `<base target="_top">${html}`;
  return (
    <Box
      component="iframe"
      title={title}
      srcDoc={srcDoc}
      sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      referrerPolicy="no-referrer"
      sx={{
        display: "block",
        width: "100%",
        height,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        bgcolor: "#f2f5f1",
        resize: "vertical",
      }}
    />
  );
}
