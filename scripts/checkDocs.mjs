#!/usr/bin/env node
// The rules docs/testing.md points to; exit 1 with `file:line  what is missing` for each. Outside
// fenced code in README.md and docs/*.md: 1. relative links (and their #anchor, a GitHub heading
// slug) resolve; 2. a backticked path-like span starting with a top-level entry exists, unless
// .gitignore ignores it or it is a `.env*` file (docs/deploy.md). 3. In tracked source, each
// `docs/<name>.md` cited exists, with its `#anchor` a heading slug and `§4` a numbered heading.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const options = { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 };

const markdownFiles = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => join("docs", name)),
];

/** Lines with fenced code blocks blanked, so nothing inside them is read. */
function proseLines(text) {
  let fence = null;
  return text.split("\n").map((line) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length) fence = null;
      return "";
    }
    if (opener) {
      fence = opener[1];
      return "";
    }
    return line;
  });
}

/** GitHub's anchor for a heading's text. */
function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const [seen, anchors] = [new Map(), new Set()];
  for (const line of proseLines(readFileSync(file, "utf8"))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
    // A numbered heading (`## 4. States`) is also section §4.
    const number = /^([\d.]*\d)\.?\s/.exec(heading)?.[1];
    if (number) anchors.add(`§${number}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** The inline code spans of one line (backtick runs of equal length). */
const codeSpans = (line) =>
  [...line.matchAll(/(`+)([\s\S]*?[^`])\1(?!`)/g)].map((match) => match[2].trim());

/** Markdown link targets of one line, code spans removed first. */
function linkTargets(line) {
  const prose = line.replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, "");
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(prose);
  return [...inline, ...(reference ? [reference] : [])].map((match) => match[1]);
}

const PATH_TOKEN = /^[A-Za-z0-9_.\-/@+]+$/;
// Which of the top-level names and path-like spans .gitignore ignores, asked of git in one call.
const candidates = markdownFiles.flatMap((file) =>
  proseLines(readFileSync(join(root, file), "utf8")).flatMap(codeSpans),
);
const entries = readdirSync(root);
const asked = candidates.filter((s) => PATH_TOKEN.test(s) && entries.includes(s.split("/")[0]));
const ignored = new Set(
  spawnSync("git", ["check-ignore", "--no-index", "--stdin"], {
    ...options,
    // With a trailing slash too: a directory pattern (`dist/`) matches a missing path only so.
    input: [...entries, ...asked]
      .flatMap((path) => [path, `${path.replace(/\/$/, "")}/`])
      .join("\n"),
  }).stdout.split("\n"),
);
const isIgnored = (path) => ignored.has(path) || ignored.has(`${path.replace(/\/$/, "")}/`);
const topLevel = new Set(entries.filter((name) => name !== ".git" && !isIgnored(name)));

function checkLink(file, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const hash = target.indexOf("#");
  const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const linked = pathPart === "" ? join(root, file) : resolve(dirname(join(root, file)), pathPart);
  if (!existsSync(linked)) return `link ${target}: ${relative(root, linked)} does not exist`;
  if (anchor !== null && linked.endsWith(".md") && !anchorsOf(linked).has(anchor)) {
    return `link ${target}: no heading with the anchor #${anchor} in ${relative(root, linked)}`;
  }
  return null;
}

/** Whether a code span is a repository path this script checks (rule 2 above). */
function isRepoPath(span) {
  if (!PATH_TOKEN.test(span) || !topLevel.has(span.split("/")[0])) return false;
  const name = span.replace(/\/$/, "").split("/").pop() ?? "";
  return !isIgnored(span) && !name.startsWith(".env");
}

const checkPath = (span) =>
  existsSync(join(root, span))
    ? span.endsWith("/") &&
      !statSync(join(root, span)).isDirectory() &&
      `path \`${span}\` is not a folder`
    : `path \`${span}\` does not exist`;

const problems = [];
let checked = 0;
for (const file of markdownFiles) {
  proseLines(readFileSync(join(root, file), "utf8")).forEach((line, index) => {
    const found = [
      ...linkTargets(line).map((target) => checkLink(file, target)),
      ...codeSpans(line).filter(isRepoPath).map(checkPath),
    ];
    checked += found.length;
    for (const problem of found.filter(Boolean)) problems.push(`${file}:${index + 1}  ${problem}`);
  });
}

// Tracked source lines citing a doc, as `git grep` prints them: file:line:text.
const pathspecs = ["web", "functions", "tools", "scripts", "tests"].flatMap((dir) =>
  ["ts", "tsx", "js", "mjs", "css"].map((ext) => `:(glob)${dir}/**/*.${ext}`),
);
const citing = execFileSync("git", ["grep", "-n", "docs/", "--", ...pathspecs], options);
for (const [, file, line, text] of citing.matchAll(/^(.+?):(\d+):(.*)$/gm)) {
  for (const [cited, doc, anchor, section] of text.matchAll(
    /docs\/([\w.-]+\.md)(?:#([\w-]+)| §(\d+(?:\.\d+)*))?/g,
  )) {
    checked += 1;
    const target = join(root, "docs", doc);
    const problem = !existsSync(target)
      ? `docs/${doc} does not exist`
      : anchor && !anchorsOf(target).has(anchor)
        ? `no heading #${anchor}`
        : section && !anchorsOf(target).has(`§${section}`) && `no section §${section}`;
    if (problem) problems.push(`${file}:${line}  cites ${cited}: ${problem}`);
  }
}

if (problems.length > 0) {
  console.error(`checkDocs: ${problems.length} broken reference(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`checkDocs: ${checked} links, paths and code citations of docs resolve.`);
