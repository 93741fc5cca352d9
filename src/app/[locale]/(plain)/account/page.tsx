import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { providerErrorCode } from "@/lib/auth-errors";
import { getEnv } from "@/lib/env";
import { signedInTarget } from "@/lib/safe-redirect";
import { getPageSession } from "@/server/auth/page-guards";
import { publicProviders } from "@/server/auth/providers";
import { getAgreements } from "@/server/accounts/agreements";
import { listMyPlus } from "@/server/billing/subscriptions";
import { listMyGroups } from "@/server/groups/queries";
import { pageMetadata } from "@/ui/metadata";
import { SnackbarHost } from "@/ui/snackbar";
import { AccountSummary } from "./_components/account-summary";
import { AuthPanel, type AuthMode } from "./_components/auth-panel";
import { ClientMessages } from "@/i18n/client-messages";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText } from "@/server/http/page-params";

// "twoFactor": a magic link or a provider sent a player with two-factor on here for the second step.
const MODES: AuthMode[] = ["signIn", "signUp", "magic", "code", "reset", "newPassword", "twoFactor"];

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "account" });
  return { ...(await pageMetadata({ locale, path: "/account", title: t("title") })), robots: { index: false } };
});

/**
 * Every new player lands here: drawn without MUI (decision 0078), the sign-in panel's other modes
 * and the auth client load when used.
 */
const AccountPage = definePage(
  {
    searchParams: z.object({
      token: optionalText,
      mode: optionalText,
      redirectTo: optionalText,
      email: optionalText,
      error: optionalText,
    }),
  },
  async ({ searchParams: query, db }) => {
    const session = await getPageSession();
    if (session) {
      const [agreements, groups, plus] = await Promise.all([
        getAgreements(db, session.user.id),
        listMyGroups(db, session.user.id),
        listMyPlus(db, session.user.id),
      ]);
      return (
        <AccountSummary
          user={session.user}
          groups={groups}
          plus={plus}
          needsAgreements={!agreements.terms.accepted || !agreements.privacy.accepted}
          // Without a mail server the mail would wait in the mailbox, where only admins read it.
          canResendConfirmation={Boolean(getEnv().SMTP_URL)}
        />
      );
    }
    const env = getEnv();
    const mode = query.token ? "newPassword" : (MODES.find((m) => m === query.mode) ?? "signIn");
    return (
      <AuthPanel
        initialMode={mode}
        // Where to go once signed in, without a language segment: the sign-in sets the profile's
        // language in the locale cookie and the proxy answers in it (src/server/auth/profile-locale.ts).
        redirectTo={signedInTarget(query.redirectTo ?? "/account")}
        providers={publicProviders(env).map(({ id, name }) => ({ id, name }))}
        showMailbox={env.DEMO && !env.SMTP_URL}
        resetToken={query.token}
        initialEmail={query.email ?? ""}
        providerError={query.error !== undefined && query.error !== "link"}
        providerErrorCode={providerErrorCode(query.error) ?? undefined}
      />
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof AccountPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["account", "docs", "error"]}>
      <AccountPage {...props} />
      <SnackbarHost onDemand />
    </ClientMessages>
  );
}
