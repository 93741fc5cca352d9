/**
 * What a new visitor's scripts and stylesheets cost the server (decision 0102): `npm run
 * bench:static -- --url http://localhost:3711 --pid <its pid> --url http://localhost:3712 --pid <…>
 * [--rounds 4] [--visitors 60]`.
 *
 * Against running production servers (two builds side by side, each given with its process id).
 * Collects the first-load files (`/_next/static/…` .js and .css) that a few pages name in their
 * HTML, then in each round, server by server (A B A B), lets each visitor fetch them all as
 * Chromium asks (`accept-encoding: gzip, deflate, br, zstd`, six keep-alive connections, a new
 * agent per visitor) and reads the server's CPU from /proc. Prints per round the CPU per visitor
 * and the bytes on the wire, then each server's median and the encodings it answered with.
 */
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", multiple: true, default: [] },
    pid: { type: "string", multiple: true, default: [] },
    rounds: { type: "string", default: "4" },
    visitors: { type: "string", default: "60" },
  },
});
if (values.url.length === 0 || values.url.length !== values.pid.length) {
  console.error("Give each server as --url http://localhost:PORT --pid PID (one pair per server).");
  process.exit(1);
}
const PAGES = ["/", "/demo-cup", "/demo-cup/schedule", "/world-cup-2026"];
const ROUNDS = Number(values.rounds);
const VISITORS = Number(values.visitors);

/** The process's CPU time so far, in ms (user and system, from /proc). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function get(url, agent) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ bytes, encoding: res.headers["content-encoding"], status: res.statusCode }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function firstLoadFiles(base) {
  const files = new Set();
  for (const page of PAGES) {
    const html = await (await fetch(base + page)).text();
    for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)) files.add(match[1]);
  }
  return [...files];
}

const servers = [];
for (const [i, base] of values.url.entries()) {
  servers.push({ base, pid: values.pid[i], files: await firstLoadFiles(base), cpu: [], bytes: 0, encodings: {} });
}
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const server of servers) console.log(`${server.base}: ${server.files.length} first-load files`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const server of servers) {
    const before = cpuMs(server.pid);
    let bytes = 0;
    for (let visitor = 0; visitor < VISITORS; visitor++) {
      const agent = new Agent({ keepAlive: true, maxSockets: 6 });
      const answers = await Promise.all(server.files.map((file) => get(server.base + file, agent)));
      agent.destroy();
      for (const answer of answers) {
        if (answer.status !== 200) throw new Error(`${server.base}: status ${answer.status}`);
        bytes += answer.bytes;
        server.encodings[answer.encoding ?? "identity"] = (server.encodings[answer.encoding ?? "identity"] ?? 0) + 1;
      }
    }
    server.cpu.push((cpuMs(server.pid) - before) / VISITORS);
    server.bytes = bytes / VISITORS;
    console.log(
      `round ${round} ${server.base}: ${server.cpu.at(-1).toFixed(1)} ms CPU per visitor, ${(server.bytes / 1024).toFixed(1)} kB`,
    );
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const server of servers) {
  console.log(
    `${server.base}: median ${median(server.cpu).toFixed(1)} ms CPU per visitor, ${(server.bytes / 1024).toFixed(1)} kB, ${JSON.stringify(server.encodings)}`,
  );
}
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
