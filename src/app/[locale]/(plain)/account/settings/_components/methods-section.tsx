"use client";
import { useTranslations } from "next-intl";
import { shortAddress } from "@/lib/wallet";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Section, SettingsItem, SettingsList } from "./section";
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
      <SettingsList>
        {methods
          .filter((m) => m.providerId !== "siwe")
          .map((m) => (
            <SettingsItem
              key={m.id}
              action={
                methods.length > 1 && (
                  <button
                    type="button"
                    className={buttonClass("text", "medium", content.errorButton)}
                    disabled={pending}
                    onClick={() => run(async () => unwrap((await client()).unlinkAccount({ accountId: m.id })))}
                  >
                    {t("disconnect")}
                  </button>
                )
              }
              primary={nameOf(m.providerId)}
            />
          ))}
        {wallets.map((w) => (
          <SettingsItem key={w.id} primary={tAccount("walletAccount", { address: shortAddress(w.address) })} />
        ))}
      </SettingsList>
      {providers
        .filter((p) => !linked.has(p.id))
        .map((p) => (
          <button
            key={p.id}
            type="button"
            className={buttonClass("outlined")}
            disabled={pending}
            onClick={() =>
              run(async () =>
                unwrap((await client()).linkSocial({ provider: p.id, callbackURL: "/account/settings/security" })),
              )
            }
          >
            {t("connect", { provider: p.name })}
          </button>
        ))}
    </Section>
  );
}
