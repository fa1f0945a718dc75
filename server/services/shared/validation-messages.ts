/**
 * Plain messages for a payload that failed its JSON Schema, naming each field: the API's answer to a
 * bad request (server/http/error-handling.ts) and the admin's content checks (admin/content-schemas.ts).
 */
// Several messages help a developer fix a payload in one go; more than this is noise.
const MAX_MESSAGES = 5;

function field(instancePath: string, child?: unknown): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string') parts.push(child);
  return parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/** What ajv (and Fastify's FastifySchemaValidationError) reports per failed keyword. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function describe(error: ValidationIssue): string {
  const { params } = error;
  const at = field(error.instancePath) || 'payload';
  switch (error.keyword) {
    case 'required':
      return `${field(error.instancePath, params.missingProperty)}: is required`;
    case 'additionalProperties':
      return `${field(error.instancePath, params.additionalProperty)}: is not allowed`;
    case 'type':
      return `${at}: must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
    case 'minLength':
      return params.limit === 1
        ? `${at}: must not be empty`
        : `${at}: must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${at}: must be at most ${String(params.limit)} characters`;
    case 'enum':
      return `${at}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${at}: ${error.message ?? 'is invalid'}`;
  }
}

/** "siteId: is required; lang: must be a string" — plain messages naming each field. */
export function describeValidationErrors(errors: readonly ValidationIssue[]): string {
  // An if/then/else schema (svc/order: parking or shop by kind) reports the branch's own errors and an 'if' error naming the branch: noise.
  const messages = [...new Set(errors.filter((e) => e.keyword !== 'if').map(describe))];
  return messages.slice(0, MAX_MESSAGES).join('; ');
}
