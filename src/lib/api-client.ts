/**
 * The browser's way to call our API: JSON in and out, the page's language sent along, and every
 * failure as an AppError (a lost connection is status 0, seed §8).
 */
import { AppError, appErrorFromResponse, assertObject } from "./errors";

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  locale?: string;
}

/**
 * A change sent just before the player leaves the page (a switch flipped, then a link) must still
 * reach the server: writes go `keepalive`, which outlives the page. The browser refuses keepalive
 * bodies past 64 KiB in all, so a larger one (an admin's import) goes as a plain request.
 */
export const KEEPALIVE_MAX_BODY = 32 * 1024;

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.locale) headers["x-callit-locale"] = request.locale;
  let body: string | undefined;
  if (request.body !== undefined) {
    assertObject(request.body);
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  const method = request.method ?? (body ? "POST" : "GET");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: "same-origin",
      keepalive: method !== "GET" && new TextEncoder().encode(body ?? "").length <= KEEPALIVE_MAX_BODY,
    });
  } catch {
    throw new AppError({ code: "error.network" });
  }
  if (!response.ok) throw await appErrorFromResponse(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
