import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { SessionUser } from "@/server/auth/session";
import { LinkButton } from "@/ui/link-button";
import { AcceptAgreements } from "./accept-agreements";
import { SignOutButton } from "./sign-out-button";

export async function AccountSummary({ user, needsAgreements }: { user: SessionUser; needsAgreements: boolean }) {
  const t = await getTranslations("account");
  const t2 = await getTranslations();
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
          <Typography component="div" color="text.secondary">
            {user.email} {user.role === "admin" && <Chip size="small" color="secondary" label={t("adminBadge")} sx={{ ml: 1 }} />}
          </Typography>
        </div>
      </Stack>
      {needsAgreements && <AcceptAgreements />}
      {!user.emailVerified && <Alert severity="warning">{t("emailNotVerified")}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <LinkButton variant="contained" href="/account/settings">
          {t("settings")}
        </LinkButton>
        <LinkButton variant="outlined" href="/account/change-password">
          {t("changePassword")}
        </LinkButton>
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
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("noGroups")}
        </Typography>
        <LinkButton href="/">{t("findTournament")}</LinkButton>
      </Paper>
    </Stack>
  );
}
