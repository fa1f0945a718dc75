/**
 * Generates TypeScript types from the JSON Schemas (the single source of truth), and the schemas
 * derived from others (public-tenant.schema.json: the tenant without its secrets); and the welcome
 * section's text for the server's first paint from the locale files (src/generated/welcome-text.ts);
 * and the tenant, theme and catalogue validators as code (src/generated/tenant-validators.ts).
 *   npx tsx scripts/codegen.ts          writes src/generated/*.ts and the derived schemas
 *   npx tsx scripts/codegen.ts --check  exits 1 when a generated file is stale, missing or extra
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { adminFormModules } from './admin-form-validators';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { derivePublicSchema } from './codegen/public-schema';
import { tenantValidatorsModule } from './codegen/tenant-validators';
import { welcomeTextModule } from './codegen/welcome-text';

const root = path.resolve(import.meta.dirname, '..');
const schemasDir = path.join(root, 'schemas');
const outDir = path.join(root, 'src/generated');
const localesDir = path.join(root, 'src/i18n/locales');
const banner = '/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */';

/**
 * Schemas written by this script from another schema, beside the hand-written ones (so the server,
 * editors and $refs find them like any other). `--check` fails when one is stale.
 */
const derivedSchemas: { schemaFile: string; derive: () => Promise<JSONSchema> }[] = [
  {
    schemaFile: 'public-tenant.schema.json',
    derive: async () =>
      derivePublicSchema(
        JSON.parse(await readFile(path.join(schemasDir, 'tenant.schema.json'), 'utf8')) as Record<string, unknown>,
        {
          sourceFile: 'tenant.schema.json',
          $id: 'https://kerbside.dev/schemas/public-tenant.schema.json',
          title: 'PublicTenant',
          description:
            'The part of a tenant that reaches the browser (GET /tenant-config/{shop}): the tenant without every property tenant.schema.json marks x-secret.',
          $comment:
            'Generated from tenant.schema.json by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`.',
        },
      ) as JSONSchema,
  },
];
const derived = new Map<string, JSONSchema>();

interface Target {
  schemaFile: string;
  outFile: string;
}

async function targets(): Promise<Target[]> {
  const list: Target[] = [
    { schemaFile: 'tenant.schema.json', outFile: 'tenant.ts' },
    { schemaFile: 'catalogue.schema.json', outFile: 'catalogue.ts' },
    { schemaFile: 'theme.schema.json', outFile: 'theme.ts' },
    ...derivedSchemas.map((d) => ({ schemaFile: d.schemaFile, outFile: `${outModuleOf(d.schemaFile)}.ts` })),
  ];
  const apiDir = path.join(schemasDir, 'api');
  if (existsSync(apiDir)) {
    for (const f of (await readdir(apiDir)).sort()) {
      if (f.endsWith('.json')) list.push({ schemaFile: `api/${f}`, outFile: `${outModuleOf(`api/${f}`)}.ts` });
    }
  }
  // The admin area's content types (docs/admin.md#content-types): src/generated/content/<type>.ts.
  const contentDir = path.join(schemasDir, 'content');
  if (existsSync(contentDir)) {
    for (const f of (await readdir(contentDir)).sort()) {
      if (f.endsWith('.json')) list.push({ schemaFile: `content/${f}`, outFile: `${outModuleOf(`content/${f}`)}.ts` });
    }
  }
  return list;
}

/** The generated module of a schema file (src/generated/...), without extension. */
const outModuleOf = (schemaFile: string) => schemaFile.replace(/(\.schema)?\.json$/, '');

async function readSchema(schemaFile: string): Promise<JSONSchema> {
  const made = derived.get(schemaFile);
  if (made) return structuredClone(made);
  return JSON.parse(await readFile(path.join(schemasDir, schemaFile), 'utf8')) as JSONSchema;
}

/**
 * A `$ref` to another schema file becomes a `tsType` naming that file's generated type (the
 * title of the referenced schema or $defs entry), imported from its module. Without this every
 * file would repeat the types it references (ParkingBooking in each payment answer, ...).
 */
async function importExternalRefs(
  schemaFile: string,
  schema: JSONSchema,
): Promise<{ schema: JSONSchema; imports: string[] }> {
  const imports = new Map<string, Set<string>>();
  const walk = async (node: unknown): Promise<unknown> => {
    if (Array.isArray(node)) return Promise.all(node.map(walk));
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node as Record<string, unknown>);
    const ref = (node as { $ref?: unknown }).$ref;
    // A local $ref with its own description would otherwise become a numbered copy (Colour1, Colour2, ...).
    if (typeof ref === 'string' && ref.startsWith('#/') && entries.length > 1) {
      let referenced: unknown = schema;
      for (const part of ref.slice(2).split('/'))
        referenced = (referenced as Record<string, unknown> | undefined)?.[part];
      const title = (referenced as { title?: unknown } | undefined)?.title;
      if (typeof title === 'string')
        return { ...Object.fromEntries(entries.filter(([key]) => key !== '$ref')), tsType: title };
    }
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const [refFile = '', pointer = ''] = ref.split('#');
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(schemaFile), refFile));
      let referenced: unknown = await readSchema(target);
      for (const part of pointer.split('/').filter(Boolean)) referenced = (referenced as Record<string, unknown>)[part];
      const title = (referenced as { title?: unknown } | undefined)?.title;
      if (typeof title !== 'string') throw new Error(`${schemaFile}: $ref ${ref} has no title to name its type`);
      let from = path.posix.relative(path.posix.dirname(schemaFile), outModuleOf(target));
      if (!from.startsWith('.')) from = `./${from}`;
      imports.set(from, (imports.get(from) ?? new Set()).add(title));
      const rest = Object.fromEntries(entries.filter(([key]) => key !== '$ref'));
      return { ...rest, tsType: title };
    }
    return Object.fromEntries(
      await Promise.all(entries.map(async ([key, value]) => [key, await walk(value)] as const)),
    );
  };
  const rewritten = (await walk(schema)) as JSONSchema;
  const lines = [...imports.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';`);
  return { schema: rewritten, imports: lines };
}

async function generate(t: Target): Promise<string> {
  const file = path.join(schemasDir, t.schemaFile);
  const { schema, imports } = await importExternalRefs(t.schemaFile, await readSchema(t.schemaFile));
  const ts = await compile(schema, path.basename(t.schemaFile, '.json'), {
    cwd: path.dirname(file),
    bannerComment: imports.length === 0 ? banner : `${banner}\n\n${imports.join('\n')}`,
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
  for (const d of derivedSchemas) {
    const schema = await d.derive();
    derived.set(d.schemaFile, schema);
    const out = path.join(schemasDir, d.schemaFile);
    const content = `${JSON.stringify(schema, null, 2)}\n`;
    const current = existsSync(out) ? await readFile(out, 'utf8') : null;
    if (current === content) continue;
    if (check) {
      stale.push(
        `${path.relative(root, out)} is ${current === null ? 'missing' : 'stale'} (derived from another schema)`,
      );
    } else {
      await writeFile(out, content);
      console.log(`wrote ${path.relative(root, out)}`);
    }
  }
  for (const t of await targets()) {
    const out = path.join(outDir, t.outFile);
    expected.add(path.relative(outDir, out));
    const content = await generate(t);
    const current = existsSync(out) ? await readFile(out, 'utf8') : null;
    if (current === content) continue;
    if (check) {
      stale.push(
        `${path.relative(root, out)} is ${current === null ? 'missing' : 'stale'} (from schemas/${t.schemaFile})`,
      );
    } else {
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, content);
      console.log(`wrote ${path.relative(root, out)}`);
    }
  }
  // The admin forms' precompiled validators (scripts/admin-form-validators.ts), from schemas/content too.
  for (const [file, content] of adminFormModules()) {
    const out = path.join(outDir, 'admin-forms', file);
    expected.add(path.relative(outDir, out));
    const current = existsSync(out) ? await readFile(out, 'utf8') : null;
    if (current === content) continue;
    if (check) {
      stale.push(
        `${path.relative(root, out)} is ${current === null ? 'missing' : 'stale'} (admin form validators from schemas/content)`,
      );
    } else {
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, content);
      console.log(`wrote ${path.relative(root, out)}`);
    }
  }
  /** One generated module from sources other than a schema file: written, or with --check compared. */
  const single = async (file: string, content: string, from: string): Promise<void> => {
    const out = path.join(outDir, file);
    expected.add(file);
    const current = existsSync(out) ? await readFile(out, 'utf8') : null;
    if (current === content) return;
    if (check) {
      stale.push(`${path.relative(root, out)} is ${current === null ? 'missing' : 'stale'} (${from})`);
    } else {
      await writeFile(out, content);
      console.log(`wrote ${path.relative(root, out)}`);
    }
  };
  // The welcome section's text for the server's first paint (scripts/codegen/welcome-text.ts), from the locale files.
  await single('welcome-text.ts', await welcomeTextSource(), 'from src/i18n/locales/*/sections.json');
  // The message codes as a value (a code's text is the catalogue's, src/protocol/messages.ts): what a screen
  // checks a server's code against without downloading the catalogue (docs/architecture.md#message-catalogue).
  await single('api/message-codes.ts', await messageCodesSource(), 'from schemas/api/message-code.json');
  // The tenant, theme and catalogue validators, compiled ahead of time (scripts/codegen/tenant-validators.ts).
  await single('tenant-validators.ts', tenantValidatorsModule(), 'validators from schemas/');
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

async function messageCodesSource(): Promise<string> {
  const schema = JSON.parse(await readFile(path.join(schemasDir, 'api/message-code.json'), 'utf8')) as {
    enum?: unknown;
  };
  if (!Array.isArray(schema.enum) || !schema.enum.every((code) => typeof code === 'string'))
    throw new Error('schemas/api/message-code.json: enum must list the codes');
  return [
    banner,
    '',
    "import type { MessageCode } from './message-code';",
    '',
    "/** Every code of the message catalogue, in the schema's order. */",
    `export const MESSAGE_CODES: readonly MessageCode[] = [${schema.enum.map((code) => `'${code}'`).join(', ')}];`,
    '',
  ].join('\n');
}

async function welcomeTextSource(): Promise<string> {
  const languages = (await readdir(localesDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return welcomeTextModule(
    await Promise.all(
      languages.map(async (language) => ({
        language,
        sections: JSON.parse(await readFile(path.join(localesDir, language, 'sections.json'), 'utf8')) as unknown,
      })),
    ),
  );
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
