/**
 * Generates TypeScript types from the JSON Schemas (the single source of truth).
 *   npx tsx scripts/codegen.ts          writes src/generated/*.ts
 *   npx tsx scripts/codegen.ts --check  exits 1 when a generated file is stale, missing or extra
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(import.meta.dirname, '..');
const schemasDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src/generated');
const banner = '/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */';

interface Target {
  schemaFile: string;
  outFile: string;
}

async function targets(): Promise<Target[]> {
  const list: Target[] = [
    { schemaFile: 'tenant.schema.json', outFile: 'tenant.ts' },
    { schemaFile: 'theme.schema.json', outFile: 'theme.ts' },
  ];
  const apiDir = path.join(schemasDir, 'api');
  if (existsSync(apiDir)) {
    for (const f of (await readdir(apiDir)).sort()) {
      if (f.endsWith('.json')) list.push({ schemaFile: `api/${f}`, outFile: `api/${f.replace(/(\.schema)?\.json$/, '')}.ts` });
    }
  }
  return list;
}

async function generate(t: Target): Promise<string> {
  const file = path.join(schemasDir, t.schemaFile);
  const schema = JSON.parse(await readFile(file, 'utf8')) as JSONSchema;
  const ts = await compile(schema, path.basename(t.schemaFile, '.json'), {
    cwd: path.dirname(file),
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return ts;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const expected = new Set<string>();
  for (const t of await targets()) {
    const out = path.join(outDir, t.outFile);
    expected.add(path.relative(outDir, out));
    const content = await generate(t);
    const current = existsSync(out) ? await readFile(out, 'utf8') : null;
    if (current === content) continue;
    if (check) {
      stale.push(`${path.relative(root, out)} is ${current === null ? 'missing' : 'stale'} (from schemas/${t.schemaFile})`);
    } else {
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, content);
      console.log(`wrote ${path.relative(root, out)}`);
    }
  }
  if (check) {
    for (const extra of await listGenerated(outDir)) {
      if (!expected.has(extra)) stale.push(`src/generated/${extra} has no schema any more`);
    }
    if (stale.length > 0) {
      console.error(`Generated types are out of date; run \`npm run codegen\`:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('codegen: generated types are up to date');
  }
}

async function listGenerated(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...(await listGenerated(path.join(dir, e.name), `${prefix}${e.name}/`)));
    else if (e.name.endsWith('.ts')) out.push(`${prefix}${e.name}`);
  }
  return out;
}

await main();
