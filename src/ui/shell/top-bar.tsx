import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import plain from "../plain/plain.module.css";
import { ColorSchemeToggle } from "./color-scheme-toggle";
import { LanguageSwitcher } from "./language-switcher";
import { NAV_ITEMS } from "./nav-items";
import { TopBarLink } from "./top-bar-link";
import styles from "./shell.module.css";

/**
 * The header: drawn by the server (decision 0065); in the browser only the current-page marks and
 * the language and colour-scheme buttons, whose menus load when opened.
 */
export async function TopBar({ siteName, locales }: { siteName: string | null; locales: readonly Locale[] }) {
  const t = await getTranslations();
  return (
    <header className={styles.appBar}>
      <nav className={styles.toolbar} aria-label={t("a11y.mainNavigation")}>
        <Link href="/" className={styles.siteName}>
          {siteName ?? t("meta.siteName")}
        </Link>
        <div className={styles.links}>
          {NAV_ITEMS.map((item) => (
            <TopBarLink key={item.key} navKey={item.key} href={item.href} className={`${plain.button} ${styles.link}`}>
              {t(`nav.${item.key}`)}
            </TopBarLink>
          ))}
        </div>
        <div className={styles.spacer} />
        <LanguageSwitcher locales={locales} />
        <ColorSchemeToggle />
      </nav>
    </header>
  );
}
