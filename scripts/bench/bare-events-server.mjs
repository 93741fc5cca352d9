/**
 * The baseline of `npm run bench:events`: a bare Node HTTP server that holds event streams and
 * writes them the same bytes as Callit's (the opening, then each event's frame), with nothing
 * else: no session, no check, no database. What it costs a stream is the floor for ours.
 *
 * GET /events opens a stream; POST /publish writes the request's body to every open stream and
 * answers 204; GET /count answers how many are open.
 */
import { createServer } from "node:http";

const OPENING = Buffer.from("retry: 1000\n: connected\n\n");
const streams = new Set();
const forget = function () {
  streams.delete(this);
};

const server = createServer((req, res) => {
  if (req.method === "GET" && req.url.startsWith("/events")) {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    });
    res.write(OPENING);
    streams.add(res);
    res.on("close", forget);
    return;
  }
  if (req.method === "POST" && req.url === "/publish") {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const frame = Buffer.concat(chunks);
      for (const stream of streams) stream.write(frame);
      res.writeHead(204).end();
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/plain" }).end(String(streams.size));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), process.env.HOST || "localhost");
