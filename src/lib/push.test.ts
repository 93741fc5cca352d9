import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "./push";

const origins = ["https://fcm.googleapis.com", "https://*.notify.windows.com", "http://127.0.0.1:4567"];

describe("isAllowedPushEndpoint", () => {
  it("takes the push services' own addresses", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc:def", origins)).toBe(true);
    expect(isAllowedPushEndpoint("https://wns2-par02p.notify.windows.com/w/?token=x", origins)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4567/push/1", origins)).toBe(true);
  });

  it("refuses every other address, look-alikes included", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "http://fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "https://notify.windows.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "http://127.0.0.1:4568/push/1",
      "http://localhost:4567/push/1",
      "https://169.254.169.254/latest/meta-data",
      "not a url",
    ])
      expect(isAllowedPushEndpoint(endpoint, origins), endpoint).toBe(false);
  });
});
