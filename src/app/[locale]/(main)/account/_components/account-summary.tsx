import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import List from "@mui/material/List";
import ListItemText from "@mui/material/ListItemText";
import type { SessionUser } from "@/server/auth/session";
import type { listMyPlus } from "@/server/billing/subscriptions";
import type { listMyGroups } from "@/server/groups/queries";
import { shortAddress, walletOfEmail } from "@/lib/wallet";
import { ListLink } from "@/ui/list-link";

type MyGroup = Awaited<ReturnType<typeof listMyGroups>>[number];
type MyPlus = Awaited<ReturnType<typeof listMyPlus>>[number];
import { LinkButton } from "@/ui/link-button";
import { AcceptAgreements } from "./accept-agreements";
import { SignOutButton } from "./sign-out-button";

export async function AccountSummary({
  user,
  needsAgreements,
  groups,
  plus,
}: {
  user: SessionUser;
  needsAgreements: boolean;
  groups: MyGroup[];
  plus: MyPlus[];
}) {
  const t = await getTranslations("account");
  const t2 = await getTranslations();
  // A wallet account has no address of its own (decision 0056): it shows its wallet instead.
  const wallet = walletOfEmail(user.email);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar src={user.image ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <div>
          <Typography variant="h4" component="h1">
            {t("summaryTitle", { name: user.name })}
          </Typography>
          <Typography component="div" sx={{ color: "text.secondary" }}>
            {wallet ? t("walletAccount", { address: shortAddress(wallet) }) : user.email}{" "}
            {user.role === "admin" && <Chip size="small" color="secondary" label={t("adminBadge")} sx={{ ml: 1 }} />}
          </Typography>
        </div>
      </Stack>
      {needsAgreements && <AcceptAgreements />}
      {wallet ? (
        <Alert severity="info">{t("walletNoEmail")}</Alert>
      ) : (
        !user.emailVerified && <Alert severity="warning">{t("emailNotVerified")}</Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <LinkButton variant="contained" href="/account/settings">
          {t("settings")}
        </LinkButton>
        {!wallet && (
          <LinkButton variant="outlined" href="/account/change-password">
            {t("changePassword")}
          </LinkButton>
        )}
        {user.role === "admin" && (
          <LinkButton variant="outlined" href="/admin">
            {t2("admin.title")}
          </LinkButton>
        )}
        <SignOutButton />
      </Stack>
      <Paper component="section" aria-labelledby="my-groups" sx={{ p: 3 }}>
        <Typography id="my-groups" variant="h6" component="h2" gutterBottom>
          {t("myGroups")}
        </Typography>
        {groups.length === 0 ? (
          <>
            <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("noGroups")}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <LinkButton variant="contained" href="/">
                {t("findTournament")}
              </LinkButton>
              <LinkButton variant="outlined" href="/groups">
                {t2("home.joinTitle")}
              </LinkButton>
            </Stack>
          </>
        ) : (
          <List dense>
            {groups.map((g) => (
              <ListLink key={g.groupId} href={`/${g.tournamentSlug}/${g.groupId}`} divider>
                <ListItemText primary={g.name} secondary={g.tournamentName} />
              </ListLink>
            ))}
          </List>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="my-plus" sx={{ p: 3 }}>
        <Typography id="my-plus" variant="h6" component="h2" gutterBottom>
          {t2("plus.accountTitle")}
        </Typography>
        {plus.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>{t2("plus.accountNone")}</Typography>
        ) : (
          <List dense data-testid="my-plus">
            {plus.map((p) => (
              <ListLink key={p.subscriptionId} href={`/${p.tournament}/plus`} divider>
                <ListItemText primary={p.tournamentName} secondary={t2("plus.accountActive")} />
              </ListLink>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
