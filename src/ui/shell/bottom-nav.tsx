import { getTranslations } from "next-intl/server";
import { BottomNavLink, BottomNavMenu } from "./bottom-nav-links";
import { NavIcon } from "./nav-icons";
import { PHONE_MENU_ITEMS, PHONE_NAV_ITEMS } from "./nav-items";
import styles from "./bottom-nav.module.css";

/**
 * Phones only (below md; CSS hides it on wider screens, where the top bar has the links): Home,
 * My picks, Groups, Account, and "More" with help and contact. A server component; only the
 * current-page marks and the menu run in the browser.
 */
export async function BottomNav() {
  const t = await getTranslations();
  return (
    <nav className={styles.nav} aria-label={t("a11y.phoneNavigation")} data-testid="bottom-nav">
      <ul className={styles.items}>
        {PHONE_NAV_ITEMS.map(({ key, href }) => (
          <li key={key}>
            <BottomNavLink navKey={key} href={href}>
              <NavIcon name={key} />
              <span className={styles.label}>{t(`nav.${key}`)}</span>
            </BottomNavLink>
          </li>
        ))}
        <li>
          <BottomNavMenu
            label={
              <>
                <NavIcon name="more" />
                <span className={styles.label}>{t("nav.more")}</span>
              </>
            }
            items={PHONE_MENU_ITEMS.map(({ key, href }) => ({
              href,
              label: (
                <>
                  <NavIcon name={key} />
                  {t(`nav.${key}`)}
                </>
              ),
            }))}
          />
        </li>
      </ul>
    </nav>
  );
}
