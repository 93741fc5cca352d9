// A controllable clock for the browser tests' server (loaded with NODE_OPTIONS=--import by
// playwright.config.ts): `Date` runs the number of milliseconds in E2E_CLOCK_FILE ahead of the
// real time (behind when negative). Without the file it is the real clock. Every Date stays a
// real Date (a Proxy of the constructor, not a subclass), so `instanceof Date` holds everywhere.
import fs from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let seen = -1;
  let offset = 0;
  const current = () => {
    // One stat a call: a test that moves the clock sees it moved on its very next request.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const mtime = stat ? stat.mtimeMs + stat.size : 0;
    if (mtime !== seen) {
      seen = mtime;
      offset = stat ? Number(fs.readFileSync(file, "utf8")) || 0 : 0;
    }
    return offset;
  };
  RealDate.now = () => realNow() + current();
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(
        target,
        args.length > 0 ? args : [realNow() + current()],
        newTarget === globalThis.Date ? target : newTarget,
      );
    },
  });
}
