/**
 * Compiles the server to one ES module, dist/server/main.js (`npm run build:server`; `npm start`
 * runs it when stale), so production starts plain JavaScript instead of compiling TypeScript at
 * start (tsx). Packages stay in node_modules, except those whose deep imports name files without
 * their extension (ajv/dist/2020), which plain Node's ES module loader cannot
 * resolve: those are bundled. The bundle sits two folders below the project root, like every
 * server module that finds files by its own location (server-env.ts, api-schemas.ts, migrate.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './newest-mtime';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/main.js');
const INPUTS = ['server', 'src/protocol', 'src/lib', 'src/generated', 'package-lock.json'];
const BUNDLED_PACKAGES = new Set(['ajv', 'ajv-formats']);

function externalPackages(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !BUNDLED_PACKAGES.has(name));
  return names.flatMap((name) => [name, `${name}/*`]);
}

export async function buildServer(): Promise<void> {
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages(),
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS (ajv) calls require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}

/** Builds the server bundle when it is missing or older than any source it is built from. */
export async function buildServerIfStale(): Promise<void> {
  const builtAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt > Math.max(...INPUTS.map((i) => newestMtime(path.join(root, i))))) return;
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
