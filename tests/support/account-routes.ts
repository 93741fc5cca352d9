// Route handlers of the account area, by path pattern (named groups become params).
import * as avatarRoute from "@/app/api/account/avatar/route";
import * as calendarLinkRoute from "@/app/api/account/calendar/route";
import * as calendarFeedRoute from "@/app/api/calendar/[token]/route";
import * as sessionRoute from "@/app/api/account/sessions/[sessionId]/route";
import * as sessionsRoute from "@/app/api/account/sessions/route";
import * as newsletterConfirmRoute from "@/app/api/newsletter/confirm/route";
import * as newsletterUnsubscribeRoute from "@/app/api/newsletter/unsubscribe/route";
import * as agreementsRoute from "@/app/api/settings/agreements/route";
import * as deleteAccountRoute from "@/app/api/settings/delete-account/route";
import * as languageRoute from "@/app/api/settings/language/route";
import * as notificationsRoute from "@/app/api/settings/notifications/route";
import * as pushDeviceRoute from "@/app/api/settings/push/[deviceId]/route";
import * as pushRoute from "@/app/api/settings/push/route";
import * as subscribeNewsletterRoute from "@/app/api/settings/subscribe-newsletter/route";
import * as storedAvatarRoute from "@/app/api/storage/avatars/[key]/route";
import * as factorsRoute from "@/app/api/account/factors/route";
import * as factorRoute from "@/app/api/account/factors/[factorId]/route";
import * as factorChallengeRoute from "@/app/api/account/factors/[factorId]/challenge/route";
import * as factorVerifyRoute from "@/app/api/account/factors/[factorId]/verify/route";
import * as twoFactorMethodsRoute from "@/app/api/account/two-factor/methods/route";
import * as walletsRoute from "@/app/api/account/wallets/route";
import * as walletNonceRoute from "@/app/api/account/wallets/nonce/route";
import * as walletRoute from "@/app/api/account/wallets/[walletId]/route";
import * as ssoProviderRoute from "@/app/api/admin/sso/[providerId]/route";
import * as ssoProvidersRoute from "@/app/api/admin/sso/route";
import * as ssoDiscoverRoute from "@/app/api/sso/discover/route";

export const ROUTES: [RegExp, Record<string, unknown>][] = [
  [/^\/api\/admin\/sso$/, ssoProvidersRoute],
  [/^\/api\/admin\/sso\/(?<providerId>[^/]+)$/, ssoProviderRoute],
  [/^\/api\/sso\/discover$/, ssoDiscoverRoute],
  [/^\/api\/settings\/agreements$/, agreementsRoute],
  [/^\/api\/settings\/subscribe-newsletter$/, subscribeNewsletterRoute],
  [/^\/api\/settings\/notifications$/, notificationsRoute],
  [/^\/api\/settings\/language$/, languageRoute],
  [/^\/api\/settings\/push$/, pushRoute],
  [/^\/api\/settings\/push\/(?<deviceId>[^/]+)$/, pushDeviceRoute],
  [/^\/api\/settings\/delete-account$/, deleteAccountRoute],
  [/^\/api\/newsletter\/confirm$/, newsletterConfirmRoute],
  [/^\/api\/newsletter\/unsubscribe$/, newsletterUnsubscribeRoute],
  [/^\/api\/account\/avatar$/, avatarRoute],
  [/^\/api\/account\/calendar$/, calendarLinkRoute],
  [/^\/api\/calendar\/(?<token>[^/]+)$/, calendarFeedRoute],
  [/^\/api\/account\/sessions$/, sessionsRoute],
  [/^\/api\/account\/sessions\/(?<sessionId>[^/]+)$/, sessionRoute],
  [/^\/api\/storage\/avatars\/(?<key>[^/]+)$/, storedAvatarRoute],
  [/^\/api\/account\/factors$/, factorsRoute],
  [/^\/api\/account\/factors\/(?<factorId>[^/]+)$/, factorRoute],
  [/^\/api\/account\/factors\/(?<factorId>[^/]+)\/challenge$/, factorChallengeRoute],
  [/^\/api\/account\/factors\/(?<factorId>[^/]+)\/verify$/, factorVerifyRoute],
  [/^\/api\/account\/two-factor\/methods$/, twoFactorMethodsRoute],
  [/^\/api\/account\/wallets$/, walletsRoute],
  [/^\/api\/account\/wallets\/nonce$/, walletNonceRoute],
  [/^\/api\/account\/wallets\/(?<walletId>[^/]+)$/, walletRoute],
];
