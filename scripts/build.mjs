// Builds what `npm start` serves: the reference data, the web app (Vite) and the API bundle
// (esbuild) with its migrations. Each step is skipped when its inputs have not changed since the
// last build (a content-hash stamp next to the output), so a second `npm start` is fast.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, formatSeconds, hashInputs, readStamp, root, runOrThrow } from './lib.mjs';
import { precompressDir } from './precompress.mjs';

const TESTS = /(\.test\.tsx?$)|(\.spec\.tsx?$)|([\\/]test[\\/])/;
// The build recipe is an input too: changing this file rebuilds everything once.
const RECIPE = hashInputs([
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
  'package-lock.json',
  'tsconfig.base.json',
]);

const REFERENCE_DATA = 'packages/reference-data';
const REFERENCE_OUTPUT = `${REFERENCE_DATA}/generated`;
const REFERENCE_STAMP = `${REFERENCE_OUTPUT}/.build-stamp`;

function combine(...parts) {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

function step(name, message, startedAt) {
  const time = startedAt === undefined ? '' : ` (${formatSeconds(Date.now() - startedAt)})`;
  console.info(`build: ${name.padEnd(15)} ${message}${time}`);
}

function referenceDataScript() {
  const manifest = JSON.parse(
    readFileSync(path.join(root, REFERENCE_DATA, 'package.json'), 'utf8'),
  );
  return manifest.scripts?.['build-data'];
}

/** (a) Airports, airlines, cities, countries… generated from the npm data packages. */
export async function buildReferenceData() {
  const script = referenceDataScript();
  if (!script) {
    step('reference data', 'skipped: @travel/reference-data has no build-data script yet');
    return;
  }
  const entry = script.split(/\s+/).find((word) => /\.(ts|mjs|js)$/.test(word));
  if (entry && !existsSync(path.join(root, REFERENCE_DATA, entry))) {
    step('reference data', `skipped: ${REFERENCE_DATA}/${entry} does not exist yet`);
    return;
  }
  const wanted = combine(
    RECIPE,
    hashInputs([`${REFERENCE_DATA}/src`, `${REFERENCE_DATA}/package.json`], { exclude: TESTS }),
  );
  const output = path.join(root, REFERENCE_OUTPUT);
  if (existsSync(output) && readStamp(REFERENCE_STAMP) === wanted) {
    step('reference data', 'up to date');
    return;
  }
  const startedAt = Date.now();
  await runOrThrow('npm', ['run', '--silent', 'build-data', '-w', '@travel/reference-data']);
  mkdirSync(output, { recursive: true });
  writeFileSync(path.join(root, REFERENCE_STAMP), `${wanted}\n`);
  step('reference data', `generated into ${REFERENCE_OUTPUT}`, startedAt);
}

/** (b) The single-page app: apps/web → apps/web/dist. */
export async function buildWeb() {
  if (!existsSync(path.join(root, 'apps/web/index.html'))) {
    step('web', 'skipped: apps/web/index.html does not exist yet');
    return;
  }
  const stamp = 'apps/web/dist/.build-stamp';
  const wanted = combine(
    RECIPE,
    hashInputs(['apps/web', 'packages/contracts/src'], { exclude: TESTS }),
    // VITE_* variables are baked into the bundle at build time, so they are inputs too.
    JSON.stringify(
      Object.entries(process.env)
        .filter(([key]) => key.startsWith('VITE_'))
        .sort(),
    ),
  );
  if (readStamp(stamp) === wanted && existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    step('web', 'up to date');
    return;
  }
  const startedAt = Date.now();
  await runOrThrow(bin('vite', 'apps/web'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
  });
  // Right after vite build (it reads dist/index.html and rewrites it), before precompress: the
  // first paint as HTML.
  const { prerender } = await import('./prerender.mjs');
  await prerender();
  step('web', 'built into apps/web/dist', startedAt);
  // Last of the web steps: every file written into dist before it gets its .br and .gz.
  const compressedAt = Date.now();
  const totals = await precompressDir(path.join(root, 'apps/web/dist'));
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  step(
    'web precompress',
    `${totals.files} files, ${kib(totals.bytes)} → ${kib(totals.brotliBytes)} brotli, ${kib(totals.gzipBytes)} gzip`,
    compressedAt,
  );
  writeFileSync(path.join(root, stamp), `${wanted}\n`);
}

/**
 * Workspace packages (@travel/*) are TypeScript source and get bundled; third-party packages
 * stay external and load from node_modules at run time.
 */
const externalThirdParty = {
  name: 'external-third-party',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@travel/') ? undefined : { path: args.path, external: true },
    );
  },
};

function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Fails the build now, not at start-up, when a bundle import cannot load from dist. */
function checkExternalsResolve(metafile, distDir) {
  const specifiers = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !imported.path.startsWith('node:')) specifiers.add(imported.path);
    }
  }
  const missing = [];
  for (const specifier of specifiers) {
    const name = packageNameOf(specifier);
    let dir = distDir;
    let found = false;
    for (;;) {
      if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) {
        found = true;
        break;
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    // Node built-ins imported without the node: prefix are fine too.
    if (!found && !builtinModules.includes(name)) missing.push(name);
  }
  if (missing.length > 0) {
    throw new Error(`the API bundle imports packages not reachable from apps/api/dist: ${missing}`);
  }
}

/** (c) The API: apps/api/src/server.ts → apps/api/dist/server.js, plus the migrations. */
export async function buildApi() {
  const distDir = path.join(root, 'apps/api/dist');
  const stampFile = 'apps/api/dist/.build-stamp.json';
  // Files the server reads at run time from beside itself (see copyRuntimeFiles).
  const migrationsHash = hashInputs(['packages/db/migrations', REFERENCE_OUTPUT]);
  const previous = readPreviousApiStamp(stampFile);
  if (
    previous &&
    existsSync(path.join(distDir, 'server.js')) &&
    existsSync(path.join(distDir, 'search-worker.js')) &&
    previous.hash === combine(RECIPE, migrationsHash, hashInputs(previous.inputs))
  ) {
    step('api', 'up to date');
    return;
  }
  const startedAt = Date.now();
  const esbuild = await import('esbuild');
  rmSync(distDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    // The server, and the search worker it starts beside itself (modules/flights/search-workers.ts).
    entryPoints: {
      server: 'apps/api/src/server.ts',
      'search-worker': 'apps/api/src/modules/flights/search-worker.ts',
    },
    outdir: 'apps/api/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalThirdParty],
    // Bundled ESM has no `require`; give it one in case a bundled module needs it.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // esbuild keeps a service process for later builds; none follow, so let it go.
  await esbuild.stop();
  checkExternalsResolve(result.metafile, distDir);
  copyRuntimeFiles(distDir);
  // The exact files esbuild read are the inputs next time: no guessing which folders matter.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules') && existsSync(path.join(root, input)))
    .sort();
  const hash = combine(RECIPE, migrationsHash, hashInputs(inputs));
  writeFileSync(path.join(root, stampFile), `${JSON.stringify({ hash, inputs })}\n`);
  const kib = (file) => `${(statSync(path.join(distDir, file)).size / 1024).toFixed(0)} KiB`;
  step(
    'api',
    `bundled into apps/api/dist/server.js (${kib('server.js')}) and search-worker.js (${kib('search-worker.js')})`,
    startedAt,
  );
}

/**
 * The bundled server looks beside itself for `migrations/` (packages/db) and `reference-data/`
 * (packages/reference-data), as their loaders document.
 */
function copyRuntimeFiles(distDir) {
  cpSync(path.join(root, 'packages/db/migrations'), path.join(distDir, 'migrations'), {
    recursive: true,
  });
  const referenceData = path.join(root, REFERENCE_OUTPUT);
  if (existsSync(referenceData)) {
    cpSync(referenceData, path.join(distDir, 'reference-data'), {
      recursive: true,
      filter: (source) => path.basename(source) !== '.build-stamp',
    });
  }
}

function readPreviousApiStamp(file) {
  const raw = readStamp(file);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw);
    if (typeof parsed.hash !== 'string' || !Array.isArray(parsed.inputs)) return undefined;
    // A deleted input means the import graph changed: rebuild.
    if (!parsed.inputs.every((input) => existsSync(path.join(root, input)))) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

export async function build() {
  await buildReferenceData();
  await buildWeb();
  await buildApi();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build().catch((error) => {
    console.error(`build failed: ${error.message}`);
    process.exit(1);
  });
}
