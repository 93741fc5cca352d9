/**
 * What turning push on and off asks of this browser (decision 0051), loaded with the first click:
 * the settings' first load stays within its budget (decision 0041).
 */
import { serviceWorkerRegistration } from "@/ui/shell/service-worker";

function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const binary = atob(publicKey.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission, then subscribes with the server's key: the subscription, or why there is none. */
export async function subscribeThisBrowser(
  locale: string,
  publicKey: string,
): Promise<PushSubscription | "denied" | "failed"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  try {
    const worker = await serviceWorkerRegistration(locale);
    return await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
  } catch {
    return "failed";
  }
}

/** Ends this browser's subscription, if it has one. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const worker = await navigator.serviceWorker.getRegistration("/");
  await (await worker?.pushManager.getSubscription())?.unsubscribe();
}
