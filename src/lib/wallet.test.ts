import { describe, expect, it } from "vitest";
import { isUndeliverable, shortAddress, walletOfEmail } from "./wallet";

describe("wallet accounts", () => {
  const address = "0x4bbba546718909b9b0c53095153a9311e15cb366";

  it("finds the wallet behind a wallet account's stand-in address, and none behind a real one", () => {
    expect(walletOfEmail(`${address}@siwe.placeholder.invalid`)).toBe(address);
    expect(walletOfEmail(`${address}@example.com`)).toBeNull();
    expect(walletOfEmail("someone@siwe.placeholder.invalid")).toBeNull();
  });

  it("sends no mail under .invalid, whatever the case or spacing", () => {
    expect(isUndeliverable(`${address}@siwe.placeholder.invalid`)).toBe(true);
    expect(isUndeliverable("X@Example.INVALID ")).toBe(true);
    expect(isUndeliverable("player@invalid.example.com")).toBe(false);
    expect(isUndeliverable("player@example.com")).toBe(false);
  });

  it("shortens an address as people read it", () => {
    expect(shortAddress(address)).toBe("0x4bbb…b366");
  });
});
