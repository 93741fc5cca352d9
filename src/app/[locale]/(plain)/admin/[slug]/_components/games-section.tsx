"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "@/ui/forms/form";
import { matchdayLabel } from "@/lib/matchday-label";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormCheckbox, FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
import styles from "../../admin.module.css";
import { useAdminCall } from "./admin-call";
import { Section, type Competitor } from "./section";

const schemas = () => import("@/lib/schemas/tournaments");
const scheduleResolver = lazyCodeResolver(() => schemas().then((m) => m.gameScheduleForm));
/** A new game's rules differ for a ranking tournament (entrants) and a head-to-head one. */
const newGameResolvers = {
  ranking: lazyCodeResolver(() => schemas().then((m) => m.newGameForm(true))),
  headToHead: lazyCodeResolver(() => schemas().then((m) => m.newGameForm(false))),
};

interface GameSummary {
  id: string;
  matchday: number;
  kickoff: string;
  /** Only when the game has its own lock, earlier than kickoff. */
  locksAt: string | null;
  title: string;
  status: string;
  /** Head-to-head games: the competitors (null while undecided) and the placeholders in words ("1st Group A", `slotLabel`). */
  homeId: string | null;
  awayId: string | null;
  homeLabel: string | null;
  awayLabel: string | null;
}

/** A local date-time field's value ("2026-06-11T20:00") as an instant with offset. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);
/** An instant as a local date-time field's value, in the browser's zone. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const SIDES = ["home", "away"] as const;
const dateTime = { type: "datetime-local", size: "small" } as const;

/**
 * Changes one game: its two competitors (a placeholder such as "1A" gets its teams), its kickoff
 * and its own lock (empty: picks lock at kickoff). Only what changed is sent; the server keeps
 * every lock already reached (decision 0017) and refuses a finished game moved into the future.
 */
function GameEditor({
  game,
  competitors,
  head,
  onDone,
}: {
  game: GameSummary;
  competitors: Competitor[];
  head: boolean;
  onDone: () => void;
}) {
  const t = useTranslations("admin");
  const id = useId();
  const before = {
    homeId: game.homeId ?? "",
    awayId: game.awayId ?? "",
    kickoff: toLocalInput(game.kickoff),
    locksAt: game.locksAt ? toLocalInput(game.locksAt) : "",
  };
  const form = useForm({ resolver: scheduleResolver, defaultValues: before });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: Object.keys(before) });
  const values = useWatch({ control: form.control }) as typeof before;
  const changes = (v: typeof before) => ({
    ...(head && v.homeId !== before.homeId && { homeId: v.homeId || null }),
    ...(head && v.awayId !== before.awayId && { awayId: v.awayId || null }),
    ...(v.kickoff !== before.kickoff && { kickoff: toInstant(v.kickoff) }),
    ...(v.locksAt !== before.locksAt && { locksAt: v.locksAt ? toInstant(v.locksAt) : null }),
  });
  const save = form.handleSubmit(async (v) => {
    if (await call(`/api/admin/games/${game.id}`, { method: "PATCH", body: changes(v) })) onDone();
  });
  return (
    <form
      noValidate
      onSubmit={save}
      className={`${content.stack2} ${content.flush} ${styles.editor}`}
      aria-label={t("editGame", { game: game.title })}
    >
      {head && (
        <div className={styles.inlineForm}>
          {SIDES.map((side) => {
            const placeholder = side === "home" ? game.homeLabel : game.awayLabel;
            return (
              <FormSelect
                key={side}
                form={form}
                name={`${side}Id`}
                id={`${id}-${side}`}
                size="small"
                label={t(side)}
                fullWidth={false}
                style={{ minWidth: 200 }}
              >
                <option value="">{placeholder ? t("undecided", { label: placeholder }) : t("undecidedPlain")}</option>
                {competitors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </FormSelect>
            );
          })}
        </div>
      )}
      <div className={styles.inlineForm}>
        <FormInput
          form={form}
          name="kickoff"
          id={`${id}-kickoff`}
          {...dateTime}
          label={t("kickoff")}
          fullWidth={false}
          required
        />
        <FormInput
          form={form}
          name="locksAt"
          id={`${id}-locks-at`}
          {...dateTime}
          label={t("ownLock")}
          hint={t("ownLockHint")}
          fullWidth={false}
        />
      </div>
      <div className={content.row1}>
        <button
          type="submit"
          className={buttonClass("contained", "small")}
          disabled={pending || Object.keys(changes(values)).length === 0}
        >
          {t("saveGame")}
        </button>
        {values.locksAt && (
          <button type="button" className={buttonClass("text", "small")} onClick={() => form.setValue("locksAt", "")}>
            {t("clearLock")}
          </button>
        )}
      </div>
    </form>
  );
}

function GameRow({ game, competitors, ranking }: { game: GameSummary; competitors: Competitor[]; ranking: boolean }) {
  const t = useTranslations();
  const format = useFormatter();
  const { call, pending } = useAdminCall();
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const details = [
    when(game.kickoff),
    ...(game.locksAt ? [t("admin.locksAtShort", { time: when(game.locksAt) })] : []),
    t(`gameStatus.${game.status}`),
  ];
  return (
    <li className={styles.block}>
      <div className={styles.gameRow}>
        <div className={content.listText}>
          <span className={content.listPrimary}>{game.title}</span>
          <span className={content.listSecondary}>{details.join(" · ")}</span>
        </div>
        <div className={content.row1}>
          <button
            type="button"
            className={buttonClass("text", "small")}
            aria-expanded={editing}
            aria-controls={editorId}
            onClick={() => setEditing(!editing)}
          >
            {t("admin.editGameButton")}
          </button>
          <button
            type="button"
            className={buttonClass("text", "small", content.errorButton)}
            disabled={pending}
            onClick={() => call(`/api/admin/games/${game.id}`, { method: "DELETE" })}
          >
            {t("admin.deleteGame")}
          </button>
        </div>
      </div>
      <div id={editorId}>
        {editing && (
          <GameEditor game={game} competitors={competitors} head={!ranking} onDone={() => setEditing(false)} />
        )}
      </div>
    </li>
  );
}

const NEW_GAME_FIELDS = ["matchday", "kickoff", "locksAt", "homeId", "awayId", "stage"];

/** The games by matchday, each changed or removed in place; a new one below. */
export function GamesSection(props: {
  slug: string;
  ranking: boolean;
  competitors: Competitor[];
  matchdays: { ordinal: number; name: string | null }[];
  games: GameSummary[];
}) {
  const t = useTranslations();
  const first = String(props.matchdays[0]?.ordinal ?? "");
  const form = useForm({
    resolver: newGameResolvers[props.ranking ? "ranking" : "headToHead"],
    defaultValues: { matchday: first, kickoff: "", locksAt: "", homeId: "", awayId: "", knockout: false, stage: "" },
  });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: NEW_GAME_FIELDS });
  // Matchdays added after this form first rendered count too: default to the first one.
  useEffect(() => {
    if (first && !form.getValues("matchday")) form.setValue("matchday", first);
  }, [first, form]);
  const add = form.handleSubmit(({ homeId, awayId, knockout, kickoff, locksAt, ...rest }) =>
    call(`/api/admin/tournaments/${props.slug}/games`, {
      body: {
        ...rest,
        kickoff: toInstant(kickoff),
        ...(locksAt && { locksAt: toInstant(locksAt) }),
        ...(props.ranking ? { entrantIds: props.competitors.map((c) => c.id) } : { homeId, awayId, knockout }),
      },
    }),
  );
  return (
    <Section title={t("admin.games")}>
      {props.matchdays.map((m) => {
        const games = props.games.filter((g) => g.matchday === m.ordinal);
        return (
          <div key={m.ordinal}>
            <h3 className={styles.subtitle2}>{matchdayLabel(m, t)}</h3>
            {games.length === 0 ? (
              <p className={`${content.body2} ${content.secondary}`}>{t("admin.noGames")}</p>
            ) : (
              <ul className={`${content.list} ${content.dense}`}>
                {games.map((g) => (
                  <GameRow key={g.id} game={g} competitors={props.competitors} ranking={props.ranking} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <form noValidate onSubmit={add} className={`${content.stack2} ${content.flush}`} aria-labelledby="new-game-title">
        <h3 className={content.subtitle1} id="new-game-title">
          {t("admin.addGame")}
        </h3>
        <FormSelect form={form} name="matchday" id="new-game-matchday" size="small" label={t("admin.matchday")}>
          {props.matchdays.map((m) => (
            <option key={m.ordinal} value={String(m.ordinal)}>
              {matchdayLabel(m, t)}
            </option>
          ))}
        </FormSelect>
        <FormInput form={form} name="kickoff" id="new-game-kickoff" {...dateTime} label={t("admin.kickoff")} />
        <FormInput form={form} name="locksAt" id="new-game-locks-at" {...dateTime} label={t("admin.locksAt")} />
        {props.ranking ? (
          <p className={`${content.body2} ${content.secondary}`}>{t("admin.entrants")}</p>
        ) : (
          <div className={`${styles.inlineForm} ${content.center}`}>
            {SIDES.map((side) => (
              <FormSelect
                key={side}
                form={form}
                name={`${side}Id`}
                id={`new-game-${side}`}
                size="small"
                label={t(`admin.${side}`)}
                fullWidth={false}
                style={{ minWidth: 200 }}
              >
                <option value="" disabled>
                  {t("admin.choose")}
                </option>
                {props.competitors.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </FormSelect>
            ))}
            <FormCheckbox form={form} name="knockout" label={t("admin.knockout")} />
          </div>
        )}
        <FormInput
          form={form}
          name="stage"
          id="new-game-stage"
          size="small"
          label={t("admin.stage")}
          htmlInput={{ maxLength: TEXT_LIMITS.stage }}
        />
        <div>
          <button
            type="submit"
            className={buttonClass("outlined")}
            disabled={pending || (props.ranking && props.competitors.length < 2)}
          >
            {t("admin.addGame")}
          </button>
        </div>
      </form>
    </Section>
  );
}
