// HTTP/2 as Firebase Hosting serves: over the preview's HTTP/1.1 Lighthouse models a new connection
// per parallel request, which no shopper pays. The self-signed certificate is thrown away after.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { preview } from "vite";

const webRoot = fileURLToPath(new URL("../../web/", import.meta.url));

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "shop-tls-"));
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ].concat(["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch (cause) {
    throw new Error(
      "openssl is needed to serve the build over HTTPS (apt-get install openssl); " +
        "LIGHTHOUSE_HTTP1=1 audits the stack's HTTP/1.1 preview instead",
      { cause },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the server on `port`; the build must exist (the stack's --web=preview made it). */
export async function serveHttps(port) {
  const server = await preview({
    root: webRoot,
    logLevel: "warn",
    preview: { host: "127.0.0.1", port, strictPort: true, https: selfSignedCertificate() },
  });
  return { url: `https://127.0.0.1:${port}`, close: () => server.close() };
}
