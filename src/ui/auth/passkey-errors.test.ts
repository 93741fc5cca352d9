import { describe, expect, it } from "vitest";
import { passkeyPromptCode } from "./passkey-errors";

describe("passkeyPromptCode", () => {
  it("says a closed or failed prompt changed nothing, and a device that has a passkey already says so", () => {
    // NotAllowedError (the player closed the prompt) comes as the library's passthrough code.
    expect(passkeyPromptCode("ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY")).toBe("error.auth.passkeyCancelled");
    expect(passkeyPromptCode("ERROR_CEREMONY_ABORTED")).toBe("error.auth.passkeyCancelled");
    expect(passkeyPromptCode("AUTH_CANCELLED")).toBe("error.auth.passkeyCancelled");
    expect(passkeyPromptCode("ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")).toBe("error.auth.passkeyExists");
  });

  it("says the passkey could not be used when the prompt failed otherwise (a browser without passkeys)", () => {
    expect(passkeyPromptCode("UNKNOWN_ERROR")).toBe("error.auth.passkeyFailed");
  });

  it("leaves our server's codes to the server's table", () => {
    expect(passkeyPromptCode("error.auth.passkeyFailed")).toBeNull();
    expect(passkeyPromptCode(undefined)).toBeNull();
  });
});
