/**
 * The content types' JSON Schemas (schemas/content, docs/admin.md#content-types), loaded once: an
 * ajv validator per type for the documents the admin API receives, and each schema with the shared
 * parts of content-common inlined for the admin screens' forms (@rjsf needs no other file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  CONTENT_TYPES,
  type ContentFieldProblem,
  type ContentSchema,
  type ContentType,
} from '../../../src/protocol/admin-content';
import { SCHEMAS_DIR } from '../../config/project-paths';
import { nulTextPointer } from '../shared/nul-text';
import { describeValidationErrors, type ValidationIssue } from '../shared/validation-messages';
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

/** Why a document does not fit its type's schema: the plain messages and each field at fault. */
export interface SchemaProblem {
  /** Plain messages naming the fields ('title: is required; links[0].to: must be ...'). */
  message: string;
  fields: ContentFieldProblem[];
}

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The field an ajv error is about, as a JSON pointer into the document (a missing property's own pointer). */
function pointerOf(error: ValidationIssue): string {
  const child =
    error.keyword === 'required'
      ? error.params.missingProperty
      : error.keyword === 'additionalProperties'
        ? error.params.additionalProperty
        : undefined;
  return typeof child === 'string' ? `${error.instancePath}/${escapePointer(child)}` : error.instancePath;
}

function reasonOf(error: ValidationIssue): Pick<ContentFieldProblem, 'reason' | 'limit'> {
  switch (error.keyword) {
    case 'required':
      return { reason: 'required' };
    case 'additionalProperties':
      return { reason: 'notAllowed' };
    case 'minLength':
      return { reason: error.params.limit === 1 ? 'empty' : 'invalid' };
    case 'maxLength':
      return { reason: 'tooLong', limit: Number(error.params.limit) };
    case 'link':
      return { reason: 'link' };
    case 'type':
      return { reason: 'type' };
    default:
      return { reason: 'invalid' };
  }
}

/**
 * The fields at fault, one problem per field: the most telling error of each (a text that is
 * neither a string nor a map reports 'anyOf' and 'type' beside the map's own errors; those go when
 * a more precise one names the same field or one inside it).
 */
function fieldProblems(errors: readonly ValidationIssue[]): ContentFieldProblem[] {
  const vague = new Set(['anyOf', 'oneOf', 'if', 'type']);
  const out = new Map<string, ContentFieldProblem>();
  const precise = errors.filter((e) => !vague.has(e.keyword));
  for (const error of errors) {
    const pointer = pointerOf(error);
    if (vague.has(error.keyword) && precise.some((p) => `${pointerOf(p)}/`.startsWith(`${pointer}/`))) continue;
    if (out.has(pointer)) continue;
    out.set(pointer, { pointer, ...reasonOf(error), message: describeValidationErrors([error]) });
  }
  return [...out.values()];
}

/** null when the document fits its type's schema, else the plain messages and the fields at fault. */
export function contentSchemaCheck(type: ContentType, document: unknown): SchemaProblem | null {
  const nul = nulTextPointer(document);
  if (nul !== null) {
    const message = `${nul.slice(1).replace(/\//g, '.') || 'document'}: must not contain a NUL character`;
    return { message, fields: [{ pointer: nul, reason: 'invalid', message }] };
  }
  const validate = validatorFor(type);
  if (validate(document)) return null;
  // A link that breaks the link rule says what a link may be ('links[0].to: must be a path of this site ...'), not the regex.
  const errors = (validate.errors ?? []).map((error) =>
    error.keyword === 'pattern' && error.params.pattern === CONTENT_LINK_PATTERN
      ? { ...error, keyword: 'link', message: CONTENT_LINK_RULE }
      : error,
  );
  return { message: describeValidationErrors(errors), fields: fieldProblems(errors) };
}

/** null when the document fits its type's schema, else plain messages naming the fields ('title: is required'). */
export function contentSchemaProblem(type: ContentType, document: unknown): string | null {
  return contentSchemaCheck(type, document)?.message ?? null;
}
