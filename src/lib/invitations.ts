/**
 * "Join with a link": what a player pasted, read as an invitation. A whole link (any host, with or
 * without a language prefix) gives its tournament, group and code; a bare code is looked up. Only
 * a path of ours is ever built from it, never the pasted address itself.
 */
export type PastedInvitation =
  { tournamentSlug: string; groupId: string; invitationCode: string } | { invitationCode: string };

const LINK =
  /\/([a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/join\/([A-Za-z0-9_-]{6,64})(?:[/?#]|$)/i;
const CODE = /^[A-Za-z0-9_-]{6,64}$/;

/** The invitation in a pasted link or code, or null when it is neither. */
export function parseInvitation(pasted: string): PastedInvitation | null {
  const text = pasted.trim();
  const link = LINK.exec(text);
  if (link)
    return { tournamentSlug: link[1]!.toLowerCase(), groupId: link[2]!.toLowerCase(), invitationCode: link[3]! };
  if (CODE.test(text)) return { invitationCode: text };
  return null;
}
