/**
 * One process of the live-events load generator (scripts/bench/live-events.ts, `--listeners N`):
 * reading 10,000 sockets in the process that also sends the events and measures was the limit on
 * this machine, so the streams are held by N of these, each opening its share.
 *
 * Messages from the parent (IPC): `{ open: url, count, batch }` → `{ opened }` once every stream
 * said it is connected; `{ reset: true }` forgets arrivals → `{ reset: true }`; `{ report: true }`
 * → `{ got, first, last }`: how many streams got a `result` event since the reset and when the
 * first and the last got it (`performance.timeOrigin + performance.now()`, comparable between
 * processes); `{ close: true }` → `{ closed: true }` once every stream is destroyed.
 */
import { request } from "node:http";

/** For each stream, when its first result event since the reset arrived (0: not yet). */
let arrivals = new Float64Array(0);
const requests = [];

function now() {
  return performance.timeOrigin + performance.now();
}

function openStream(url, index) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      response.setEncoding("utf8");
      let connected = false;
      response.on("data", (chunk) => {
        if (!connected && chunk.includes(": connected")) {
          connected = true;
          resolve();
        }
        if (arrivals[index] === 0 && chunk.includes("event: result")) arrivals[index] = now();
      });
      response.on("error", () => undefined);
    });
    req.on("error", reject);
    req.end();
    requests.push(req);
  });
}

process.on("message", async (message) => {
  if (message.open) {
    arrivals = new Float64Array(message.count);
    for (let i = 0; i < message.count; i += message.batch) {
      await Promise.all(
        Array.from({ length: Math.min(message.batch, message.count - i) }, (_, k) => openStream(message.open, i + k)),
      );
    }
    process.send({ opened: message.count });
  } else if (message.reset) {
    arrivals.fill(0);
    process.send({ reset: true });
  } else if (message.report) {
    let got = 0;
    let first = Infinity;
    let last = 0;
    for (const at of arrivals) {
      if (at === 0) continue;
      got += 1;
      if (at < first) first = at;
      if (at > last) last = at;
    }
    process.send({ got, first, last });
  } else if (message.close) {
    for (const req of requests.splice(0)) req.destroy();
    process.send({ closed: true });
  }
});
process.on("disconnect", () => process.exit(0));
