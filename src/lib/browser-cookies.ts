/** Writes a first-party cookie from the browser (Secure on https). */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number, path = "/"): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
}
