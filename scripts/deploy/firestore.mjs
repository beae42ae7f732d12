import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { NOT_QUERIES, QUERIES, QUERY_SYNTAX, SOURCE_DIRS } from "./queries.mjs";

// Only the shape Firestore needs, checked offline; whether each rule compiles and is right is the
// rules suite's job (tests/rules, against the emulator).
export function checkRules(root) {
  const file = "firestore.rules";
  if (!existsSync(join(root, file))) return [`${file} is missing.`];
  const text = readFileSync(join(root, file), "utf8");
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, "''");
  let depth = 0;
  for (const char of code) {
    depth += char === "{" ? 1 : char === "}" ? -1 : 0;
    if (depth < 0) break;
  }
  return [
    !/^\s*rules_version\s*=\s*'2'\s*;/.test(text.replace(/\/\/.*$/gm, "")) &&
      "does not start with rules_version = '2';",
    !/\bservice\s+cloud\.firestore\s*\{/.test(code) && "no `service cloud.firestore {` block.",
    depth !== 0 && "braces do not balance.",
  ].flatMap((problem) => (problem ? [`${file}: ${problem}`] : []));
}

/** firestore.indexes.json, read; each composite index needs two fields or more. */
export function readIndexes(root) {
  const file = "firestore.indexes.json";
  let config;
  try {
    config = JSON.parse(readFileSync(join(root, file), "utf8"));
  } catch (error) {
    return { problems: [`${file}: ${error.code === "ENOENT" ? "missing" : error.message}.`] };
  }
  const indexes = config.indexes ?? [];
  const problems = indexes.flatMap((index, i) =>
    index.fields?.length >= 2
      ? []
      : [`${file}: indexes[${i}]: a composite index needs at least two fields.`],
  );
  return { problems, indexes, overrides: config.fieldOverrides ?? [] };
}

/** Does the index configuration serve `query` (see queries.mjs for its shape)? */
export function servesQuery(query, { indexes, overrides }) {
  const { collectionGroup, queryScope, equality, order } = query;
  // One field ordered, or one field compared with == (either direction serves it).
  const single =
    equality.length === 0 && order.length === 1
      ? order[0]
      : equality.length === 1 && order.length === 0
        ? [equality[0], undefined]
        : undefined;
  if (single) {
    const [fieldPath, direction] = single;
    const override = overrides.find(
      (o) => o.collectionGroup === collectionGroup && o.fieldPath === fieldPath,
    );
    // Firestore keeps single-field indexes for collection queries by itself;
    // a collection-group query, or a field whose override replaces them, needs one stated.
    if (!override) return queryScope === "COLLECTION";
    return (override.indexes ?? []).some(
      (i) =>
        i.queryScope === queryScope &&
        (direction === undefined ? i.order !== undefined : i.order === direction),
    );
  }
  return indexes.some((index) => {
    if (index.collectionGroup !== collectionGroup || index.queryScope !== queryScope) return false;
    const fields = (index.fields ?? []).filter((f) => f.fieldPath !== "__name__");
    if (fields.length !== equality.length + order.length) return false;
    const head = fields.slice(0, equality.length).map((f) => f.fieldPath);
    const tail = fields.slice(equality.length);
    return (
      equality.every((name) => head.includes(name)) &&
      order.every(
        ([name, direction], k) => tail[k].fieldPath === name && tail[k].order === direction,
      )
    );
  });
}

const sourceFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .filter((name) => !/(^|\/)(__tests__|node_modules|testing)\//.test(name))
        .map((name) => join(dir, name))
    : [];

/** Every listed query has its index, and no source file runs a query queries.mjs does not list. */
export function checkIndexes(root, queries = QUERIES) {
  const config = readIndexes(root);
  const problems = [...config.problems];
  if (!config.indexes) return problems;
  for (const { what, file, index } of queries.filter((q) => !servesQuery(q, config))) {
    problems.push(`firestore.indexes.json: no index for ${what} (${file}): ${index}.`);
  }
  const listed = new Set([...queries.map((q) => q.file), ...Object.keys(NOT_QUERIES)]);
  for (const path of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const file = relative(root, path);
    if (!listed.has(file) && QUERY_SYNTAX.test(readFileSync(path, "utf8"))) {
      problems.push(
        `${file} runs a Firestore query that scripts/deploy/queries.mjs does not list.`,
      );
    }
  }
  for (const query of queries) {
    // A query built from parts names its fields in the files `fieldsIn` adds.
    const text = [query.file, ...(query.fieldsIn ?? [])]
      .map((file) => join(root, file))
      .map((path) => (existsSync(path) ? readFileSync(path, "utf8") : ""))
      .join("\n");
    for (const field of [...query.equality, ...query.order.map(([name]) => name)]) {
      if (!text.includes(`"${field}"`)) {
        problems.push(`scripts/deploy/queries.mjs: ${query.file} no longer queries "${field}".`);
      }
    }
  }
  return problems;
}
