import { withoutLocale } from "./locales";

/**
 * Where to go after sign-in or an e-mail link: only a same-site path is followed, anything else
 * (another host, a scheme, `//evil.example`, a backslash trick, a dot segment that normalises into
 * `//evil.example`) goes to `/`.
 */
export function safeRedirectPath(target: unknown): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return "/";
  if (!isLocalPath(target) || /[\u0000-\u001f\\]/.test(target)) return "/";
  try {
    const url = new URL(target, "http://callit.invalid");
    if (url.origin !== "http://callit.invalid") return "/";
    const path = `${url.pathname}${url.search}${url.hash}`;
    // What the browser is sent is the normalised path: `/.//evil.example` became `//evil.example`,
    // which a browser reads as another host. Check what is returned, not only what came in.
    return isLocalPath(path) ? path : "/";
  } catch {
    return "/";
  }
}

/** A path on this site: one leading slash, not `//host` or `/\host` (a host to browsers). */
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/**
 * Where to go once signed in: the same-site path of `target` without its language segment
 * (`/fr/demo-cup` → `/demo-cup`), so that the proxy answers it in the language of the locale cookie
 * the sign-in set from the profile (src/server/auth/profile-locale.ts). Checked again once the
 * segment is gone: `/de//evil.example` must not become `//evil.example`.
 */
export function signedInTarget(target: unknown): string {
  const url = new URL(safeRedirectPath(target), "http://callit.invalid");
  return safeRedirectPath(`${withoutLocale(url.pathname)}${url.search}${url.hash}`);
}
