import { spawn, execFileSync } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Starts the real local stack on ports of its own, presses Ctrl-C (SIGINT),
 * and checks that no emulator process (java, node) and no port is left.
 */
const OFFSET = Number(process.env.SHOP_PORT_OFFSET ?? 0) + 700;
const defaults = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4502,
  eventarc: 9297,
  tasks: 9496,
};
const ports = Object.fromEntries(
  Object.entries(defaults).map(([name, port]) => [name, port + OFFSET]),
) as typeof defaults;
const root = new URL("../..", import.meta.url).pathname;

function processesUsing(port: number): string[] {
  const out = execFileSync("ps", ["-eo", "pid=,args="]).toString();
  return out
    .split("\n")
    .filter((line) => line.includes(`:${port}`) || line.includes(`--port=${port}`))
    .filter((line) => !line.includes("ps -eo"));
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => server.close(() => resolve(true)))
      .listen(port, "127.0.0.1");
  });
}

let stack: ReturnType<typeof spawn> | undefined;
afterAll(() => {
  if (stack?.exitCode === null) stack.kill("SIGKILL");
});

describe("the local stack", () => {
  it("starts, and Ctrl-C stops every process it started", async () => {
    stack = spawn("node", ["scripts/stack.mjs"], {
      cwd: root,
      env: { ...process.env, SHOP_PORT_OFFSET: String(OFFSET) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    stack.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    stack.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes("Local stack ready")) {
          clearInterval(timer);
          resolve();
        } else if (stack?.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`stack exited early:\n${output}`));
        }
      }, 200);
    });

    // While it runs, the Firestore emulator (a java process) and the Firebase
    // emulators (node) hold their ports.
    expect(processesUsing(ports.firestore).some((l) => l.includes("java"))).toBe(true);
    expect(await portFree(ports.auth)).toBe(false);
    expect(await portFree(ports.functions)).toBe(false);

    const exited = new Promise<number | null>((resolve) => stack?.on("exit", resolve));
    stack.kill("SIGINT");
    expect(await exited).toBe(130);

    for (const port of Object.values(ports)) {
      expect(processesUsing(port)).toEqual([]);
      expect(await portFree(port)).toBe(true);
    }
  }, 180_000);
});
