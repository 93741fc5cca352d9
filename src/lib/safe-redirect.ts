/**
 * Where to go after sign-in or an e-mail link: only a same-site path is followed, anything else
 * (another host, a scheme, `//evil.example`, a backslash trick) goes to `/`.
 */
export function safeRedirectPath(target: unknown): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return "/";
  if (
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\") ||
    /[\u0000-\u001f\\]/.test(target)
  )
    return "/";
  try {
    const url = new URL(target, "http://callit.invalid");
    if (url.origin !== "http://callit.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
