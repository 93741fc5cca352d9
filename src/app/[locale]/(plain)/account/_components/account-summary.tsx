import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { SessionUser } from "@/server/auth/session";
import type { listMyPlus } from "@/server/billing/subscriptions";
import type { listMyGroups } from "@/server/groups/queries";
import { shortAddress, walletOfEmail } from "@/lib/wallet";
import { Alert } from "@/ui/plain/alert";
import { Avatar } from "@/ui/plain/avatar";
import { ButtonLink } from "@/ui/plain/button-link";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";
import { AcceptAgreements } from "./accept-agreements";
import { ResendConfirmation } from "./resend-confirmation";
import { SignOutButton } from "./sign-out-button";
import styles from "./account.module.css";

type MyGroup = Awaited<ReturnType<typeof listMyGroups>>[number];
type MyPlus = Awaited<ReturnType<typeof listMyPlus>>[number];

/** A row of a list: a link with its primary and secondary line, as MUI's dense ListItemButton drew it. */
function ListRow({ href, primary, secondary }: { href: string; primary: string; secondary: string }) {
  return (
    <li>
      <Link href={href} className={content.listLink}>
        <span className={content.listText}>
          <span className={content.listPrimary}>{primary}</span>
          <p className={content.listSecondary}>{secondary}</p>
        </span>
      </Link>
    </li>
  );
}

/** The signed-in player's page, drawn by the server without MUI (decision 0078). */
export async function AccountSummary({
  user,
  needsAgreements,
  canResendConfirmation,
  groups,
  plus,
}: {
  user: SessionUser;
  needsAgreements: boolean;
  /** Whether this server sends mail: a confirmation mail can then be asked for again. */
  canResendConfirmation: boolean;
  groups: MyGroup[];
  plus: MyPlus[];
}) {
  const t = await getTranslations("account");
  const t2 = await getTranslations();
  // A wallet account has no address of its own (decision 0056): it shows its wallet instead.
  const wallet = walletOfEmail(user.email);
  return (
    <div className={`${content.stack3} ${content.flush} ${styles.summary}`}>
      <div className={`${content.row2} ${content.center}`}>
        <Avatar image={user.image ?? null} name={user.name} size={64} />
        <div className={styles.who}>
          <h1 className={content.h4}>{t("summaryTitle", { name: user.name })}</h1>
          <div className={`${content.body1} ${content.secondary}`}>
            {wallet ? t("walletAccount", { address: shortAddress(wallet) }) : user.email}{" "}
            {user.role === "admin" && <Chip color="secondary" label={t("adminBadge")} className={content.ml1} />}
          </div>
        </div>
      </div>
      {needsAgreements && <AcceptAgreements />}
      {wallet ? (
        <Alert severity="info">{t("walletNoEmail")}</Alert>
      ) : (
        !user.emailVerified &&
        (canResendConfirmation ? (
          <div className={`${content.stack1} ${content.flush} ${content.start}`}>
            <Alert severity="warning">{t("emailNotVerified")}</Alert>
            <ResendConfirmation email={user.email} callbackURL="/account" variant="outlined" />
          </div>
        ) : (
          // No mail server: nothing the player could do, and nothing stops them playing.
          <Alert severity="info">{t("emailNotVerifiedNoMail")}</Alert>
        ))
      )}
      <div className={content.row1}>
        <ButtonLink variant="contained" href="/account/settings">
          {t("settings")}
        </ButtonLink>
        <ButtonLink variant="outlined" href="/account/settings/security">
          {t2("settings.securityTitle")}
        </ButtonLink>
        {!wallet && (
          <ButtonLink variant="outlined" href="/account/change-password">
            {t("changePassword")}
          </ButtonLink>
        )}
        {user.role === "admin" && (
          <ButtonLink variant="outlined" href="/admin">
            {t2("admin.title")}
          </ButtonLink>
        )}
        <SignOutButton />
      </div>
      <section aria-labelledby="my-groups" className={`${content.paper} ${content.p3}`}>
        <h2 id="my-groups" className={`${content.h6} ${content.gutterBottom}`}>
          {t("myGroups")}
        </h2>
        {groups.length === 0 ? (
          <>
            <p className={`${content.body1} ${content.secondary} ${content.mb2}`}>{t("noGroups")}</p>
            <div className={content.row1}>
              <ButtonLink variant="contained" href="/">
                {t("findTournament")}
              </ButtonLink>
              <ButtonLink variant="outlined" href="/groups">
                {t2("home.joinTitle")}
              </ButtonLink>
            </div>
          </>
        ) : (
          <ul className={`${content.list} ${content.dense}`}>
            {groups.map((g) => (
              <ListRow
                key={g.groupId}
                href={`/${g.tournamentSlug}/${g.groupId}`}
                primary={g.name}
                secondary={g.tournamentName}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-plus" className={`${content.paper} ${content.p3}`}>
        <h2 id="my-plus" className={`${content.h6} ${content.gutterBottom}`}>
          {t2("plus.accountTitle")}
        </h2>
        {plus.length === 0 ? (
          <p className={`${content.body1} ${content.secondary}`}>{t2("plus.accountNone")}</p>
        ) : (
          <ul className={`${content.list} ${content.dense}`} data-testid="my-plus">
            {plus.map((p) => (
              <ListRow
                key={p.subscriptionId}
                href={`/${p.tournament}/plus`}
                primary={p.tournamentName}
                secondary={t2("plus.accountActive")}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
