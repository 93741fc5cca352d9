/**
 * Every mail Callit sends, one template each: subject, preheader, body and why the reader got it,
 * all from the messages of the reader's language, and sample data for the admins' preview
 * (docs/decisions/0038-mail-templates.md). Values people typed (names, tournament names, messages)
 * are only ever children or attributes: ./markup.ts escapes them.
 */
import type { ReactNode } from "react";
import type { Locale } from "@/lib/constants";
import { kickoffFormat } from "@/lib/kickoff-format";
import type { Translate } from "@/server/i18n/translate";
import { Button, Code, Item, List, Paragraph, Quoted, WithLink } from "./components";

export interface MailContext {
  t: Translate;
  locale: Locale;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The home page in the reader's language. */
  homeUrl: string;
}

export interface MailParts {
  subject: string;
  preheader: string;
  body: ReactNode;
  /** Why the reader got this mail. */
  footer: ReactNode;
}

interface Template<P> {
  /** Sample data for the preview, links on PUBLIC_URL. */
  sample: (ctx: MailContext) => P;
  render: (props: P, ctx: MailContext) => MailParts;
}

function Greeting({ name, t }: { name?: string | null; t: Translate }) {
  return <Paragraph>{name ? t("mail.greeting", { name }) : t("mail.greetingAnonymous")}</Paragraph>;
}

function Signature({ t }: { t: Translate }) {
  return <Paragraph>{t("mail.signature")}</Paragraph>;
}

export interface LinkMailProps {
  name?: string | null;
  url: string;
  newEmail?: string;
}

const SAMPLE_PATHS: Record<string, string> = {
  verifyEmail: "/api/auth/verify-email?token=sample-token&callbackURL=%2F",
  resetPassword: "/api/auth/reset-password/sample-token?callbackURL=%2Faccount%3Fmode%3Dnew-password",
  magicLink: "/api/auth/magic-link/verify?token=sample-token&callbackURL=%2F",
  changeEmail: "/api/auth/verify-email?token=sample-token&callbackURL=%2Faccount%2Fsettings",
  existingAccount: "/account?mode=reset&email=ana%40example.com",
  newsletterConfirm: "/api/newsletter/confirm?token=sample-token",
};

/** The account mails with a link that proves something (or resets it), all the same shape. */
function linkMail(kind: string): Template<LinkMailProps> {
  return {
    sample: ({ publicUrl }) => ({
      name: "Ana",
      url: `${publicUrl}${SAMPLE_PATHS[kind] ?? "/account"}`,
      ...(kind === "changeEmail" ? { newEmail: "ana.new@example.com" } : {}),
    }),
    render: ({ name, url, newEmail }, { t }) => {
      const params = { url, ...(newEmail ? { newEmail } : {}) };
      const note = t(`mail.${kind}.note`, params);
      return {
        subject: t(`mail.${kind}.subject`, params),
        preheader: note,
        footer: t("mail.why.account"),
        body: (
          <>
            <Greeting name={name} t={t} />
            <Paragraph>{t(`mail.${kind}.intro`, params)}</Paragraph>
            <Button href={url} fallback={t("mail.linkFallback")}>
              {t(`mail.${kind}.action`, params)}
            </Button>
            <Paragraph muted>{note}</Paragraph>
            <Signature t={t} />
          </>
        ),
      };
    },
  };
}

export interface OtpMailProps {
  name?: string | null;
  otp: string;
  minutes: number;
}

const otp: Template<OtpMailProps> = {
  sample: () => ({ name: "Ana", otp: "482913", minutes: 5 }),
  render: ({ name, otp: code, minutes }, { t }) => {
    const body = t("mail.otp.body", { otp: code, minutes });
    return {
      subject: t("mail.otp.subject", { otp: code, minutes }),
      preheader: body,
      footer: t("mail.why.account"),
      body: (
        <>
          <Greeting name={name} t={t} />
          <Paragraph>{body}</Paragraph>
          <Code>{code}</Code>
          <Signature t={t} />
        </>
      ),
    };
  },
};

export interface ReminderGame {
  tournament: string;
  /** The game as the reader names it ("Lions – Tigers", a stage). */
  game: string;
  lockAt: Date;
}

export interface ReminderMailProps {
  name: string;
  timeZone: string | null;
  games: ReminderGame[];
  /** The predictions page of each tournament, in the reader's language. */
  links: { tournament: string; url: string }[];
}

const reminder: Template<ReminderMailProps> = {
  sample: ({ homeUrl }) => {
    const soon = (hours: number) => new Date(Date.UTC(2026, 5, 12, 18 + hours, 0));
    return {
      name: "Ana",
      timeZone: "Europe/Berlin",
      games: [
        { tournament: "World Cup 2026", game: "Mexico – South Africa", lockAt: soon(0) },
        { tournament: "World Cup 2026", game: "South Korea – Czechia", lockAt: soon(3) },
      ],
      links: [{ tournament: "World Cup 2026", url: `${homeUrl.replace(/\/$/, "")}/world-cup-2026/predictions` }],
    };
  },
  render: ({ name, timeZone, games, links }, { t }) => {
    const when = {
      ...kickoffFormat(t),
      timeZone: timeZone ?? "UTC",
      timeZoneName: "short",
    } as const;
    const count = games.length;
    const intro = t("mail.reminder.body", { count });
    return {
      subject: t("mail.reminder.subject", { count }),
      preheader: intro,
      footer: t("mail.reminder.footer"),
      body: (
        <>
          <Greeting name={name} t={t} />
          <Paragraph>{intro}</Paragraph>
          <List>
            {games.map((game, i) => (
              <Item key={i}>
                {game.tournament}: {game.game} — {t("mail.reminder.locks", { time: t.dateTime(game.lockAt, when) })}
              </Item>
            ))}
          </List>
          {links.map((link) => (
            <Button key={link.url} href={link.url} fallback={t("mail.linkFallback")}>
              {t("mail.reminder.action", { tournament: link.tournament })}
            </Button>
          ))}
          <Signature t={t} />
        </>
      ),
    };
  },
};

export interface SeasonContinuedMailProps {
  name: string;
  /** Who continued it (the group's owner, by their nickname there). */
  owner: string;
  group: string;
  tournament: string;
  /** The new group's page, in the reader's language. */
  url: string;
}

/** A group continued into the next season (decision 0063): its members are in the new group already. */
const seasonContinued: Template<SeasonContinuedMailProps> = {
  sample: ({ homeUrl }) => ({
    name: "Ana",
    owner: "Olga",
    group: "Office pool",
    tournament: "Formula 1 2027",
    url: `${homeUrl.replace(/\/$/, "")}/formula-1-2027/00000000-0000-4000-8000-000000000000`,
  }),
  render: ({ name, owner, group, tournament, url }, { t }) => {
    const params = { owner, group, tournament };
    const intro = t("mail.seasonContinued.intro", params);
    return {
      subject: t("mail.seasonContinued.subject", params),
      preheader: intro,
      footer: t("mail.seasonContinued.footer", params),
      body: (
        <>
          <Greeting name={name} t={t} />
          <Paragraph>{intro}</Paragraph>
          <Paragraph>{t("mail.seasonContinued.note")}</Paragraph>
          <Button href={url} fallback={t("mail.linkFallback")}>
            {t("mail.seasonContinued.action", params)}
          </Button>
          <Signature t={t} />
        </>
      ),
    };
  },
};

export interface NewsletterMailProps {
  subject: string;
  text: string;
  unsubscribeUrl: string;
}

const newsletter: Template<NewsletterMailProps> = {
  sample: ({ publicUrl }) => ({
    subject: "Callit: the knockout round starts Friday",
    text: "The group stage is over: thank you for playing!\n\nThe knockout round starts Friday. Your groups are ready for it.",
    unsubscribeUrl: `${publicUrl}/api/newsletter/unsubscribe?token=sample-token`,
  }),
  render: ({ subject, text, unsubscribeUrl }, { t }) => ({
    subject,
    preheader: text.split("\n")[0]!.slice(0, 140),
    footer: <WithLink text={t("mail.unsubscribe", { url: unsubscribeUrl })} url={unsubscribeUrl} />,
    body: <Quoted text={text} />,
  }),
};

export interface ContactMailProps {
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  /** The language the sender wrote from. */
  senderLocale: string;
}

const contact: Template<ContactMailProps> = {
  sample: () => ({
    name: "Ana",
    email: "ana@example.com",
    subject: "Groups of friends",
    message: "Hello!\n\nCan a group have two owners?",
    senderLocale: "de",
  }),
  render: ({ name, email, subject, message, senderLocale }, { t }) => {
    const intro = t("contact.mailIntro", { name, email, locale: senderLocale });
    return {
      subject: t("contact.mailSubject", { subject: subject || t("contact.mailNoSubject") }),
      preheader: message.slice(0, 140),
      footer: t("mail.why.contact"),
      body: (
        <>
          <Paragraph>{intro}</Paragraph>
          <Quoted text={message} quote />
        </>
      ),
    };
  },
};

export const MAIL_TEMPLATES = {
  verifyEmail: linkMail("verifyEmail"),
  resetPassword: linkMail("resetPassword"),
  magicLink: linkMail("magicLink"),
  otp,
  changeEmail: linkMail("changeEmail"),
  existingAccount: linkMail("existingAccount"),
  newsletterConfirm: linkMail("newsletterConfirm"),
  newsletter,
  reminder,
  seasonContinued,
  contact,
};

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailProps<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]["render"]>[0];
export const MAIL_KINDS = Object.keys(MAIL_TEMPLATES) as MailKind[];
