// Types of what TypeScript reads from ./edge.mjs (plain JavaScript, run by server/main.mjs): its tests.
export function hasConsent(req: { headers: { cookie?: string } }): boolean;
