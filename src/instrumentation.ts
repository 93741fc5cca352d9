// Runs once when a server instance starts: checks the configuration, then opens and migrates the
// database, so that the first request finds it ready and a bad variable stops the start at once.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/start-server");
  await startServer();
}
