import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Site } from "@/server/sites/sites";
import plain from "../plain/plain.module.css";
import { BottomNav } from "../shell/bottom-nav";
import { Footer } from "../shell/footer";
import { ContentFade } from "../shell/route-progress";
import styles from "../shell/shell.module.css";
import { TopBar } from "../shell/top-bar";

/**
 * The app shell: top bar, content, footer, and the bottom navigation on phones. Drawn by the
 * server without MUI (decision 0065), as the pages in it (decision 0068). The layout hands it the request's site
 * (`currentSite(db)`, with the database of `defineLayout`).
 */
export async function MainLayout({ site, children }: { site: Site; children: ReactNode }) {
  const t = await getTranslations("a11y");
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        {t("skipToContent")}
      </a>
      <TopBar siteName={site.name} locales={site.locales} />
      <main id="main" tabIndex={-1} className={`${plain.container} ${plain.lg} ${styles.main}`}>
        <ContentFade>{children}</ContentFade>
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
