// Issue 10: the web app's translations moved from i18next + react-i18next to its own module
// (apps/web/src/lib/i18n/). This rewrites every import of the two packages in apps/web/src to
// that module, merging into an import of it the file already has, and formats what it touched
// with Prettier. Re-runnable: files without such an import are left alone, so it can run again
// after branches that still import the packages are merged.
//   node scripts/codemods/i18n-imports.mjs          rewrite
//   node scripts/codemods/i18n-imports.mjs --check  list what it would change, exit 1 if any
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'apps/web/src');
const target = path.join(src, 'lib/i18n');

/** What each package exported that the app used, and whether it is a type. */
const KNOWN = {
  'react-i18next': { useTranslation: 'value', Trans: 'value' },
  i18next: { TFunction: 'type', TOptions: 'type' },
};

const PACKAGE_IMPORT =
  /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-i18next|i18next)';[ \t]*\n/gm;
// Anything else naming the packages (a default import, a dynamic import, a test's vi.mock).
const ANY_PACKAGE_IMPORT =
  /from\s+['"](?:react-)?i18next['"]|(?:import|mock)\(\s*['"](?:react-)?i18next['"]/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== target) yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

function specifierOf(file) {
  let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

/** `{ a, type B }` parsed into names with their kind; `typeOnly` marks `import type {...}`. */
function parseSpecifiers(list, typeOnly) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const type = typeOnly || part.startsWith('type ');
      return { text: part.replace(/^type\s+/, ''), type };
    });
}

function importText(specifiers, from) {
  const allTypes = specifiers.every((s) => s.type);
  const names = specifiers.map((s) => (s.type && !allTypes ? `type ${s.text}` : s.text));
  return `import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '${from}';\n`;
}

function rewrite(file, text) {
  const found = [];
  for (const match of text.matchAll(PACKAGE_IMPORT)) {
    const [, typeOnly, list, pkg] = match;
    const specifiers = parseSpecifiers(list, Boolean(typeOnly));
    for (const s of specifiers) {
      const name = s.text.split(/\s+as\s+/)[0];
      if (!KNOWN[pkg][name]) throw new Error(`${file}: '${name}' from '${pkg}' has no counterpart`);
      if (KNOWN[pkg][name] === 'type') s.type = true;
    }
    found.push({ index: match.index, length: match[0].length, specifiers });
  }
  const rest = found.reduceRight(
    (acc, f) => acc.slice(0, f.index) + acc.slice(f.index + f.length),
    text,
  );
  if (ANY_PACKAGE_IMPORT.test(rest)) {
    throw new Error(`${file}: an import of i18next/react-i18next this codemod does not know`);
  }
  if (found.length === 0) return null;
  const from = specifierOf(file);
  const wanted = found.flatMap((f) => f.specifiers);
  const escaped = from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const existing = new RegExp(
    `^import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}(?:/index)?';[ \\t]*\\n`,
    'm',
  ).exec(rest);
  if (existing) {
    const have = parseSpecifiers(existing[2], Boolean(existing[1]));
    for (const s of wanted) if (!have.some((h) => h.text === s.text)) have.push(s);
    return (
      rest.slice(0, existing.index) +
      importText(have, from) +
      rest.slice(existing.index + existing[0].length)
    );
  }
  const merged = [];
  for (const s of wanted) if (!merged.some((m) => m.text === s.text)) merged.push(s);
  const at = found[0].index;
  return rest.slice(0, at) + importText(merged, from) + rest.slice(at);
}

const check = process.argv.includes('--check');
const changed = [];
const problems = [];
for (const file of sourceFiles(src)) {
  const text = readFileSync(file, 'utf8');
  let next;
  try {
    next = rewrite(path.relative(root, file), text);
  } catch (error) {
    problems.push(error.message);
    continue;
  }
  if (next === null) continue;
  changed.push(path.relative(root, file));
  if (check) continue;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
console.info(
  `${check ? 'would change' : 'changed'} ${changed.length} file(s)` +
    (changed.length ? `:\n  ${changed.join('\n  ')}` : ''),
);
// A file left alone needs a hand: its imports are not the forms above.
if (problems.length) console.error(`left alone:\n  ${problems.join('\n  ')}`);
if ((check && changed.length) || problems.length) process.exitCode = 1;
