// `npm start`: build if needed, then serve with our own server (server/main.mjs: HOST, PORT, the
// client address, security headers, clean shutdown). Migrations and demo data run as the server
// starts (src/instrumentation.ts), on the embedded database unless DATABASE_URL is set.
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
await import("../server/main.mjs");
