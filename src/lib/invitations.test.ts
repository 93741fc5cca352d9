import { describe, expect, it } from "vitest";
import { parseInvitation } from "./invitations";

const group = "0b6f3c52-3f0e-4d6a-9a57-2f1d7f3c9e11";

describe("parseInvitation", () => {
  it("reads a whole link, with or without a language prefix or host", () => {
    const want = { tournamentSlug: "demo-cup", groupId: group, invitationCode: "Ab3_x-Yz9QwE" };
    expect(parseInvitation(`https://callit.example/demo-cup/${group}/join/Ab3_x-Yz9QwE`)).toEqual(want);
    expect(parseInvitation(`  https://callit.example/ua/demo-cup/${group}/join/Ab3_x-Yz9QwE?x=1 `)).toEqual(want);
    expect(parseInvitation(`/demo-cup/${group.toUpperCase()}/join/Ab3_x-Yz9QwE`)).toEqual(want);
    expect(parseInvitation(`callit.example/demo-cup/${group}/join/Ab3_x-Yz9QwE/`)).toEqual(want);
  });

  it("reads a bare code", () => {
    expect(parseInvitation(" Ab3_x-Yz9QwE ")).toEqual({ invitationCode: "Ab3_x-Yz9QwE" });
  });

  it("refuses anything else", () => {
    for (const pasted of [
      "",
      "   ",
      "abc",
      "hello world",
      `https://callit.example/demo-cup/${group}`,
      "https://evil.example/?next=/join/abcdefgh",
      "<script>",
    ]) {
      expect(parseInvitation(pasted)).toBeNull();
    }
  });
});
