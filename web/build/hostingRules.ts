import { posix } from "node:path";

/**
 * Hosting's documented request handling, so the e2e preview (./hostingPreview.ts) serves what
 * production serves: https://firebase.google.com/docs/hosting/full-config
 */

/** A rule's pattern: a glob (`source`) or an RE2 regular expression (`regex`). */
interface Pattern {
  source?: string;
  regex?: string;
}

export interface HostingConfig {
  public: string;
  cleanUrls?: boolean;
  rewrites?: readonly (Pattern & { destination: string })[];
  headers?: readonly (Pattern & { headers: readonly { key: string; value: string }[] })[];
  redirects?: readonly unknown[];
  trailingSlash?: boolean;
  i18n?: unknown;
}

export type HostingAnswer =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "notFound"; file: string | undefined };

/**
 * Unsupported glob syntax (negations, character classes) throws rather than match differently
 * from Hosting.
 */
export function globToRegExp(glob: string): RegExp {
  let out = "";
  let depth = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i] ?? "";
    if (glob.startsWith("**", i)) {
      out += ".*";
      i += 1;
    } else if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else if (c === "{" || glob.startsWith("@(", i)) {
      out += "(?:";
      depth += 1;
      if (c === "@") i += 1;
    } else if ((c === "}" || c === ")") && depth > 0) {
      out += ")";
      depth -= 1;
    } else if ((c === "," || c === "|") && depth > 0) out += "|";
    else if ("![]()+".includes(c)) {
      throw new Error(`firebase.json: the preview does not support "${c}" in the glob "${glob}"`);
    } else out += c.replace(/[.^$\\|{}]/g, "\\$&");
  }
  if (depth !== 0) throw new Error(`firebase.json: unbalanced glob "${glob}"`);
  return new RegExp(`^${glob.startsWith("/") || glob.startsWith("*") ? "" : "/"}${out}$`);
}

export function matches(rule: Pattern, path: string): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex).test(path);
  if (rule.source !== undefined) return globToRegExp(rule.source).test(path);
  throw new Error("firebase.json: a hosting rule has neither source nor regex");
}

/** The headers Hosting adds to the answer for `path` (the path as requested). */
export function headersFor(config: HostingConfig, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config.headers ?? []) {
    if (!matches(rule, path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** Fails on the parts of Hosting's config the preview does not model, so none is silently ignored. */
export function assertModelled(config: HostingConfig): void {
  for (const key of ["redirects", "trailingSlash", "i18n"] as const) {
    if (config[key] !== undefined) {
      throw new Error(`firebase.json: hosting.${key} is not modelled by web/build/hostingRules.ts`);
    }
  }
}

/** `path` is decoded, without the query; `files` are relative to the public directory, "/"-separated. */
export function resolveRequest(
  config: HostingConfig,
  path: string,
  exists: (file: string) => boolean,
): HostingAnswer {
  const file = posix.normalize(path).replace(/^\/+/, "");
  if (config.cleanUrls && file.endsWith(".html") && exists(file)) {
    const clean = `/${file.slice(0, -".html".length)}`.replace(/\/index$/, "/");
    return { kind: "redirect", location: clean };
  }
  const candidates = file === "" || file.endsWith("/") ? [`${file}index.html`] : [file];
  if (config.cleanUrls && !file.endsWith("/") && file !== "") {
    candidates.push(`${file}.html`, `${file}/index.html`);
  }
  const found = candidates.find((candidate) => exists(candidate));
  if (found) return { kind: "file", file: found };
  const rewrite = config.rewrites?.find((rule) => matches(rule, path));
  if (rewrite) return { kind: "file", file: rewrite.destination.replace(/^\/+/, "") };
  return { kind: "notFound", file: exists("404.html") ? "404.html" : undefined };
}
