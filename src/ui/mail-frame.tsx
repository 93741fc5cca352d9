import styles from "./mail-frame.module.css";

/**
 * A mail's HTML part, shown as its reader's mail client would: in a sandboxed frame of its own (no
 * scripts, no access to the page; its styles stay inside), links opening in the whole window.
 * Drawn without MUI (decision 0068), on the mailbox and in the admin's mails.
 */
export function MailFrame({ html, title, height = 560 }: { html: string; title: string; height?: number }) {
  const srcDoc = html.includes("<head>")
    ? html.replace("<head>", '<head><base target="_top">')
    : `<base target="_top">${html}`;
  return (
    <iframe
      title={title}
      srcDoc={srcDoc}
      sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      referrerPolicy="no-referrer"
      className={styles.frame}
      style={{ height }}
    />
  );
}
