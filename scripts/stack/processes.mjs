import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";

// One process group per service: wrappers that do not pass signals on (gcloud → java, npx → node)
// would otherwise leave orphans.
export class ProcessGroup {
  constructor(logDir) {
    this.logDir = logDir;
    this.children = [];
    mkdirSync(logDir, { recursive: true });
  }

  start(name, command, args, options = {}) {
    const logPath = join(this.logDir, `${name}.log`);
    const log = openSync(logPath, "w");
    const child = spawn(command, args, { detached: true, stdio: ["ignore", log, log], ...options });
    closeSync(log);
    const entry = { name, child, logPath, exited: false };
    child.on("exit", (code, signal) => {
      entry.exited = true;
      entry.exitCode = code ?? signal;
    });
    this.children.push(entry);
    return entry;
  }

  logTail(entry, lines = 30) {
    try {
      return readFileSync(entry.logPath, "utf8").split("\n").slice(-lines).join("\n");
    } catch {
      return "(no log)";
    }
  }

  /** SIGTERM every group, newest first; SIGKILL whatever is left after a grace period. */
  async stopAll(graceMs = 8000) {
    const running = [...this.children].reverse().filter((e) => !e.exited);
    for (const entry of running) signalGroup(entry.child.pid, "SIGTERM");
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && running.some((e) => groupAlive(e.child.pid))) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const entry of running) {
      if (groupAlive(entry.child.pid)) signalGroup(entry.child.pid, "SIGKILL");
    }
  }
}

/** Whether the group was there to signal (signal 0 only asks). */
function signalGroup(pid, signal) {
  try {
    return process.kill(-pid, signal);
  } catch {
    return false;
  }
}
const groupAlive = (pid) => signalGroup(pid, 0);

/** Polls `check` (or a GET of the URL it is) until true, a service dies, or time runs out. */
export async function waitUntil(description, check, { timeoutMs = 90_000, entry } = {}) {
  const ready = typeof check === "string" ? async () => (await fetch(check)).ok : check;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (entry?.exited) throw new Error(`${description}: ${entry.name} exited (${entry.exitCode})`);
    try {
      if (await ready()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${description}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
