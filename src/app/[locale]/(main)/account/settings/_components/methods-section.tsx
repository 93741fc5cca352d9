"use client";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useTranslations } from "next-intl";
import { shortAddress } from "@/lib/wallet";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

interface Props {
  /** Every linked account, the wallets' (`siwe`) too: they count as ways in. */
  methods: { id: string; providerId: string; accountId: string }[];
  providers: { id: string; name: string }[];
  /** The wallets that sign in: listed here, linked and removed in their own section. */
  wallets: { id: string; address: string }[];
}

/** Linked sign-in methods; the last one can never be removed (the server refuses too). */
export function MethodsSection({ methods, providers, wallets }: Props) {
  const t = useTranslations("settings");
  const tAccount = useTranslations("account");
  const { run, pending, locale } = useSettingsAction();
  const client = () => loadAuthClient(locale);
  const nameOf = (providerId: string) =>
    providerId === "credential"
      ? t("methodPassword")
      : (providers.find((p) => p.id === providerId)?.name ?? providerId);
  const linked = new Set(methods.map((m) => m.providerId));
  return (
    <Section title={t("signInMethods")}>
      <List dense>
        {methods
          .filter((m) => m.providerId !== "siwe")
          .map((m) => (
            <ListItem
              key={m.id}
              secondaryAction={
                methods.length > 1 && (
                  <Button
                    color="error"
                    disabled={pending}
                    onClick={() => run(async () => unwrap((await client()).unlinkAccount({ accountId: m.id })))}
                  >
                    {t("disconnect")}
                  </Button>
                )
              }
            >
              <ListItemText primary={nameOf(m.providerId)} />
            </ListItem>
          ))}
        {wallets.map((w) => (
          <ListItem key={w.id}>
            <ListItemText primary={tAccount("walletAccount", { address: shortAddress(w.address) })} />
          </ListItem>
        ))}
      </List>
      {providers
        .filter((p) => !linked.has(p.id))
        .map((p) => (
          <Button
            key={p.id}
            variant="outlined"
            disabled={pending}
            onClick={() =>
              run(async () => unwrap((await client()).linkSocial({ provider: p.id, callbackURL: "/account/settings" })))
            }
          >
            {t("connect", { provider: p.name })}
          </Button>
        ))}
    </Section>
  );
}
