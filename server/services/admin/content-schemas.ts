/**
 * The content types' JSON Schemas (schemas/content, docs/admin.md#content-types), loaded once: an
 * ajv validator per type for the documents the admin API receives, and each schema with the shared
 * parts of content-common inlined for the admin screens' forms (@rjsf needs no other file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { CONTENT_TYPES, type ContentSchema, type ContentType } from '../../../src/protocol/admin-content';
import { SCHEMAS_DIR } from '../../config/project-paths';
import { nulTextPointer } from '../shared/nul-text';
import { describeValidationErrors } from '../shared/validation-messages';
import { CONTENT_LINK_PATTERN, CONTENT_LINK_RULE } from '../../../src/lib/safe-link';

const CONTENT_DIR = path.join(SCHEMAS_DIR, 'content');
const COMMON_FILE = 'content-common.schema.json';

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  return JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as Json;
}

const common = readJson(COMMON_FILE);
const raw = new Map<ContentType, Json>(CONTENT_TYPES.map((type) => [type, readJson(`${type}.schema.json`)]));

const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes: false, removeAdditional: false });
addFormats(ajv);
// The admin screens' editor hint (html, image, dateTime); no validation meaning.
ajv.addKeyword({ keyword: 'x-editor', schemaType: 'string' });
ajv.addSchema(common);
// Compiled on first use: compiling every type at load cost the server's start about half a second
// of CPU (docs/performance-log.md), for screens only an editor opens.
const validators = new Map<ContentType, ValidateFunction>();
function validatorFor(type: ContentType): ValidateFunction {
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.compile(raw.get(type)!);
    validators.set(type, validate);
  }
  return validate;
}

/** `$ref: content-common.schema.json#/$defs/x` replaced by that definition (its own title/description win). */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Json;
  if (typeof $ref === 'string' && $ref.startsWith(`${COMMON_FILE}#/$defs/`)) {
    const name = $ref.slice(`${COMMON_FILE}#/$defs/`.length);
    const def = (common.$defs as Json)[name];
    if (def === undefined) throw new Error(`schemas/content: no $defs/${name} in ${COMMON_FILE}`);
    return { ...(inline(def) as Json), ...(inline(rest) as Json) };
  }
  return Object.fromEntries(Object.entries(node as Json).map(([key, value]) => [key, inline(value)]));
}

/** Without $schema/$id: a form library's validator need not know draft 2020-12's meta-schema to read it. */
function forForms(schema: Json): ContentSchema {
  const { $schema: _schema, $id: _id, ...rest } = inline(schema) as Json;
  return rest;
}

const bundled = new Map<ContentType, ContentSchema>(CONTENT_TYPES.map((type) => [type, forForms(raw.get(type)!)]));

/** The content type's schema as the admin API sends it. */
export function contentSchema(type: ContentType): ContentSchema {
  return bundled.get(type)!;
}

/** null when the document fits its type's schema, else plain messages naming the fields ('title: is required'). */
export function contentSchemaProblem(type: ContentType, document: unknown): string | null {
  const nul = nulTextPointer(document);
  if (nul !== null) return `${nul.slice(1).replace(/\//g, '.') || 'document'}: must not contain a NUL character`;
  const validate = validatorFor(type);
  if (validate(document)) return null;
  // A link that breaks the link rule says what a link may be ('links[0].to: must be a path of this site ...'), not the regex.
  const errors = (validate.errors ?? []).map((error) =>
    error.keyword === 'pattern' && error.params.pattern === CONTENT_LINK_PATTERN
      ? { ...error, keyword: 'link', message: CONTENT_LINK_RULE }
      : error,
  );
  return describeValidationErrors(errors);
}
