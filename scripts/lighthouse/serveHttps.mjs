// HTTP/2 as Firebase Hosting serves, proxying the stack's Hosting emulator: over its HTTP/1.1
// Lighthouse models a new connection per parallel request, which no shopper pays.
import { execFileSync } from "node:child_process";
import { Agent, request } from "node:http";
import { createSecureServer } from "node:http2";

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids passing on.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

/** A throwaway self-signed key and certificate, both in one PEM text (TLS picks each out). */
function selfSignedPem() {
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  try {
    const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", "-"];
    return execFileSync("openssl", [...args, ...subject], { stdio: ["ignore", "pipe", "ignore"] });
  } catch (cause) {
    throw new Error("openssl is needed to serve the build over HTTPS (apt-get install openssl)", {
      cause,
    });
  }
}

/** Starts the server on the port after the stack's --web=preview (SHOP_WEB_URL), in front of it. */
export async function serveHttps() {
  const hosting = new URL(process.env.SHOP_WEB_URL ?? "");
  const port = Number(hosting.port) + 1;
  const agent = new Agent({ keepAlive: true });
  const pem = selfSignedPem();
  const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, (req, res) => {
    const headers = Object.entries(req.headers).filter(([key]) => !key.startsWith(":"));
    const upstream = request(
      hosting,
      {
        agent,
        method: req.method,
        path: req.url,
        headers: { ...Object.fromEntries(headers), host: hosting.host },
      },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([key]) => !HOP_BY_HOP.has(key));
        res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) =>
    server.once("error", reject).listen(port, "127.0.0.1", resolve),
  );
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
