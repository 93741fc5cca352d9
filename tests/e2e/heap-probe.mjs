/**
 * Loaded into a server under test only (`node --expose-gc --import tests/e2e/heap-probe.mjs
 * server/main.mjs`, with an IPC channel): keeps a weak reference to every request the server
 * receives, and on the message "count" collects garbage and answers how many are still alive.
 * A finished request whose connection is closed must be collectable (decision 0024).
 */
import diagnosticsChannel from "node:diagnostics_channel";

const requests = new Set();
let received = 0;
diagnosticsChannel.subscribe("http.server.request.start", ({ request }) => {
  received += 1;
  requests.add(new WeakRef(request));
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

process.on("message", async (message) => {
  if (message !== "count") return;
  // A WeakRef's target is kept until the end of the job that read it: collect, then look in a later one.
  for (let i = 0; i < 3; i++) {
    await tick();
    globalThis.gc();
  }
  await tick();
  let alive = 0;
  for (const ref of requests) {
    if (ref.deref()) alive += 1;
    else requests.delete(ref);
  }
  process.send({ alive, received });
});
