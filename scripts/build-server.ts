/**
 * Compiles the server to one ES module, dist/server/main.js (`npm run build:server`; `npm start`
 * runs it when stale), so production starts plain JavaScript instead of compiling TypeScript at
 * start (tsx). Packages stay in node_modules, except those whose deep imports name files without
 * their extension (ajv/dist/2020), which plain Node's ES module loader cannot
 * resolve: those are bundled. The bundle sits two folders below the project root, like every
 * server module that finds files by its own location (project-paths.ts, migrate.ts).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.js');
/**
 * The files the bundle was built from, as esbuild listed them (relative to the project root): the
 * stale check reads this list, so whatever the server imports (flows/, src/i18n, a new folder) makes
 * it stale when it changes, with no hand-kept list of folders to forget one in.
 */
const inputsListOf = (bundle: string): string => `${bundle}.inputs.json`;
// Files that change what the bundle is without being imported: the packages it leaves outside.
const ALWAYS_INPUTS = ['package.json', 'package-lock.json'];
const BUNDLED_PACKAGES = new Set(['ajv', 'ajv-formats']);

function externalPackages(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !BUNDLED_PACKAGES.has(name),
  );
  return names.flatMap((name) => [name, `${name}/*`]);
}

export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  const result = await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages(),
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS (ajv) calls require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const list: BundleInputs = { files: bundledFiles(result.metafile), packages: packagesLeftOutside(result.metafile) };
  writeFileSync(inputsListOf(outfile), JSON.stringify(list, null, 1));
}

export interface BundleInputs {
  /** The project's own files bundled, relative to the project root. */
  files: string[];
  /** The packages the bundle imports from node_modules at run time (a production install must keep them). */
  packages: string[];
}

/** `libphonenumber-js/max` -> `libphonenumber-js`, `@fastify/static` stays itself. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function packagesLeftOutside(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports)
      if (imported.external && !imported.path.startsWith('node:')) names.add(packageName(imported.path));
  }
  return [...names].sort();
}

/** The project's own files in the bundle (esbuild names them relative to the working folder). */
function bundledFiles(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => path.relative(root, path.resolve(input)))
    .filter((file) => !file.startsWith('node_modules') && !file.startsWith('..'))
    .sort();
}

/** What a built bundle was made from, or null when it has no list (built before lists were kept, or never). */
export function serverBundleInputs(bundle = SERVER_BUNDLE): BundleInputs | null {
  const list = inputsListOf(bundle);
  if (!existsSync(bundle) || !existsSync(list)) return null;
  const read = JSON.parse(readFileSync(list, 'utf8')) as Partial<BundleInputs>;
  return Array.isArray(read.files) && Array.isArray(read.packages)
    ? { files: read.files, packages: read.packages }
    : null;
}

/**
 * True when the bundle is missing, has no list of its inputs, or is older than one of them (an
 * input that is gone counts as changed: the import that named it changed too).
 */
export function serverBundleStale(bundle = SERVER_BUNDLE): boolean {
  const inputs = serverBundleInputs(bundle);
  if (inputs === null) return true;
  const builtAt = statSync(bundle).mtimeMs;
  return [...inputs.files, ...ALWAYS_INPUTS].some((file) => {
    const full = path.join(root, file);
    return !existsSync(full) || statSync(full).mtimeMs >= builtAt;
  });
}

/** Builds the server bundle when it is missing or older than any source it is built from. */
export async function buildServerIfStale(): Promise<void> {
  if (!serverBundleStale()) return;
  console.log('compiling the server (dist/server)...');
  await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildServer().then(
    () => console.log(`server compiled to ${path.relative(root, SERVER_BUNDLE)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
