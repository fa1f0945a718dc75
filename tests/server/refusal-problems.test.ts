/**
 * Every answer that can refuse (rtn <= 0) says why with a code of the message catalogue: each
 * response schema that has a dispMsg declares `problem` beside it, as the one shared problem.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../../schemas/api');

interface ResultSchema {
  properties?: Record<string, { $ref?: string }>;
  required?: string[];
}

const responses = readdirSync(apiDir)
  .filter((file) => file.endsWith('.response.json'))
  .map((file) => {
    const schema = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')) as {
      properties?: { result?: ResultSchema };
    };
    return { file, result: schema.properties?.result };
  })
  .filter((entry): entry is { file: string; result: ResultSchema } => entry.result?.properties?.dispMsg !== undefined);

describe('refusal answers', () => {
  it('are the envelope answers: accounts, parking, payments, site info and the HTTP errors', () => {
    const files = responses.map((r) => r.file);
    for (const expected of [
      'account-sign-in.response.json',
      'account-register.response.json',
      'lot-info-list.response.json',
      'parking-order.response.json',
      'api-error.response.json',
    ]) {
      expect(files).toContain(expected);
    }
  });

  it.each(responses)('$file declares problem beside dispMsg', ({ result }) => {
    expect(result.properties?.problem?.$ref).toBe('problem.json');
  });

  it('make problem required on the HTTP errors, which always fail', () => {
    expect(responses.find((r) => r.file === 'api-error.response.json')?.result.required).toContain('problem');
  });
});
