import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/i18n/navigation";
import { namedPlayerCountries, PLAYER_COUNTRIES } from "@/lib/countries";
import { hasExactHits } from "@/lib/scoring/score";
import { GAME_MODES, type GameMode } from "@/lib/sports";
import { requirePageUser } from "@/server/auth/page-guards";
import { loadTournament } from "@/server/tournaments/page-data";
import { myModes, pageOfPlace, readWorld, WORLD_PAGE, type WorldFilter, type WorldRow } from "@/server/world/queries";
import { PageLinks } from "@/ui/plain/page-links";
import content from "@/ui/plain/content.module.css";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "../[groupId]/_components/group-page.module.css";
import own from "./world.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalChoice, optionalText, pageNumber, tournamentPath } from "@/server/http/page-params";
import { z } from "zod";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "world" });
    return { title: `${t("title")} · ${tournament.name}`, robots: { index: false } };
  },
);

/**
 * The table's rows: world rank, place in the view, player, country, points and hits; my row marked.
 * Plain HTML. `exact`: whether this mode's picks can be exact hits (hasExactHits), as in a group's table.
 */
async function WorldTable({
  rows,
  label,
  countryName,
  showPlace,
  exact,
}: {
  rows: WorldRow[];
  label: string;
  countryName: (code: string) => string;
  showPlace: boolean;
  exact: boolean;
}) {
  const t = await getTranslations("world");
  const tg = await getTranslations("group");
  return (
    <table className={`${styles.table} ${own.table}`} aria-label={label} data-testid="world-table">
      <thead>
        <tr>
          {showPlace && <th scope="col">{t("place")}</th>}
          <th scope="col">{t("rank")}</th>
          <th scope="col">{tg("player")}</th>
          <th scope="col">{t("country")}</th>
          <th scope="col">{tg("points")}</th>
          {exact && <th scope="col">{tg("exact")}</th>}
          <th scope="col">{tg("outcome")}</th>
          <th scope="col">{tg("played")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.rank}-${row.place}-${row.name}`}
            {...(row.me && { className: styles.me, "aria-current": "true" as const })}
          >
            {showPlace && <td>{row.place}</td>}
            <td>{row.rank}</td>
            <td>
              {row.name}
              {row.me && <span className={styles.you}>{tg("you")}</span>}
            </td>
            <td>{row.country ? countryName(row.country) : "–"}</td>
            <td>{row.points}</td>
            {exact && <td>{row.exact}</td>}
            <td>{row.outcome}</td>
            <td>{row.played}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The whole world's table (decision 0048): every player of the tournament ranked on the mode's
 * default rule set, the top first, my own place among all (or in the filter) with a link to my
 * page, filters by country and by my groups' members, a page at a time. Drawn by the server
 * without MUI (decision 0068): the filters are links and a plain GET form.
 */
const WorldPage = definePage(
  {
    params: tournamentPath,
    searchParams: z.object({
      mode: optionalChoice(GAME_MODES),
      country: optionalText,
      groups: optionalText,
      page: pageNumber,
    }),
  },
  async ({ locale, params: { tournament: slug }, searchParams: query, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/world`);
    const tournament = await loadTournament(slug);
    const t = await getTranslations("world");
    const format = await getFormatter();
    const modes = await myModes(db, user.id, tournament.id);
    const mode: GameMode = query.mode ?? (modes.includes("expert") ? "expert" : (modes[0] ?? "expert"));
    const country = query.country && PLAYER_COUNTRIES.includes(query.country) ? query.country : undefined;
    const filter: WorldFilter = country
      ? { kind: "country", country }
      : query.groups === "true"
        ? { kind: "groups" }
        : { kind: "all" };
    const requested = Math.min(100_000, query.page);
    const world = await readWorld(db, user.id, slug, mode, filter, { page: requested });
    const exact = hasExactHits(tournament.sport, mode);
    // The countries a player may choose, named in the page's language: the filter's list and the rows.
    const countries = namedPlayerCountries(locale);
    const names = new Map(countries.map((c) => [c.code, c.name]));
    const countryName = (code: string) => names.get(code) ?? code;
    const base = `/${slug}/world`;
    const keep = (extra: Record<string, string | undefined>) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries({
        mode,
        ...(country && { country }),
        ...(filter.kind === "groups" && { groups: "true" }),
        ...extra,
      }))
        if (v) search.set(k, v);
      return `${base}?${search}`;
    };
    const me = world.me;
    const mine = me?.place ?? null;
    const onPage = world.rows.some((r) => r.me);
    const myPage = mine === null ? null : pageOfPlace(mine, WORLD_PAGE);
    const filters = [
      { href: keep({ country: undefined, groups: undefined }), label: t("all"), current: filter.kind === "all" },
      { href: keep({ country: undefined, groups: "true" }), label: t("myGroups"), current: filter.kind === "groups" },
    ];
    const formPath = getPathname({ locale, href: base });
    return (
      <>
        <TournamentHeader tournament={tournament} current="world" />
        <div className={`${content.stack2} ${content.flush}`}>
          <h1 className={content.h5}>{t("title")}</h1>
          <p className={`${content.body1} ${content.secondary}`}>{t("intro")}</p>
          <nav aria-label={t("modes")}>
            <ul className={styles.switcher}>
              {GAME_MODES.map((m) => (
                <li key={m}>
                  <Link href={`${base}?mode=${m}`} aria-current={m === mode ? "page" : undefined}>
                    {t(`mode.${m}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="world-filters" className={`${content.paper} ${content.p2}`}>
            <h2 id="world-filters" className={`${content.subtitle1} ${content.gutterBottom}`}>
              {t("filters")}
            </h2>
            <nav aria-label={t("filters")}>
              <ul className={styles.switcher}>
                {filters.map((f) => (
                  <li key={f.label}>
                    <Link href={f.href} aria-current={f.current ? "page" : undefined}>
                      {f.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <form method="get" action={formPath} className={own.form}>
              <input type="hidden" name="mode" value={mode} />
              <label htmlFor="world-country">{t("country")}</label>
              <select id="world-country" name="country" defaultValue={country ?? ""}>
                <option value="">{t("anyCountry")}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              <button type="submit">{t("show")}</button>
            </form>
            {!me?.country && (
              <p className={`${content.body2} ${content.secondary} ${content.mt1}`}>
                {t.rich("noCountry", { link: (chunks) => <Link href="/account/settings">{chunks}</Link> })}
              </p>
            )}
          </section>
          <section aria-labelledby="world-table-title" className={`${content.paper} ${content.p2} ${styles.scrollX}`}>
            <h2 id="world-table-title" className={`${content.h6} ${content.gutterBottom}`}>
              {filter.kind === "country"
                ? t("tableOfCountry", { country: countryName(filter.country) })
                : filter.kind === "groups"
                  ? t("tableOfGroups")
                  : t("tableOfAll")}
            </h2>
            <p data-testid="world-position" className={`${content.body1} ${styles.mb1}`}>
              {me === null
                ? // The table is rebuilt every few seconds: a player who just joined is in no row of it yet.
                  world.playing
                  ? t("joinedRecently", { mode: t(`mode.${mode}`) })
                  : t("notPlaying", { mode: t(`mode.${mode}`) })
                : mine === null
                  ? t("notInView", { rank: me.rank })
                  : // The whole world: the rank (shared on equal points), not the place among equals,
                    // which read "2 of 2 · world rank 1" to a player tied first.
                    t.rich(filter.kind === "all" ? "myRank" : "myPlace", {
                      place: format.number(mine),
                      total: format.number(world.total),
                      rank: me.rank,
                      link: (chunks) =>
                        onPage || myPage === null ? (
                          <>{chunks}</>
                        ) : (
                          <Link href={keep({ page: String(myPage) })}>{chunks}</Link>
                        ),
                    })}
            </p>
            {world.builtAt && (
              <p className={`${content.body2} ${content.secondary} ${styles.mb1}`}>
                {t("builtAt", {
                  at: format.dateTime(new Date(world.builtAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </p>
            )}
            {world.rows.length === 0 ? (
              <p className={`${content.body1} ${content.secondary}`}>{t("empty")}</p>
            ) : (
              <WorldTable
                rows={world.rows}
                label={t("tableLabel", { page: world.page, pages: world.pages })}
                countryName={countryName}
                showPlace={filter.kind !== "all"}
                exact={exact}
              />
            )}
            {me && mine !== null && !onPage && (
              <section aria-label={t("myRow")} className={own.mine}>
                <WorldTable
                  rows={[me as WorldRow]}
                  label={t("myRow")}
                  countryName={countryName}
                  showPlace={filter.kind !== "all"}
                  exact={exact}
                />
              </section>
            )}
            <PageLinks
              label={t("pages")}
              page={world.page}
              pages={world.pages}
              path={base}
              query={Object.fromEntries(new URL(keep({}), "http://x").searchParams)}
              param="page"
            />
          </section>
          <p className={content.body1}>
            <Link href={`/${slug}/leagues`}>{t("leaguesLink")}</Link>
          </p>
        </div>
      </>
    );
  },
);

export default WorldPage;
