import { describe, expect, it } from 'vitest';
import { describeValidationErrors } from '../services/shared/validation-messages';
import { validatorCompiler } from './request-validator';

function check(schemaName: string, payload: unknown): string | null {
  const validate = validatorCompiler({
    schema: { $ref: `https://kerbside.dev/schemas/api/${schemaName}.json` },
    method: 'POST',
    url: '/',
    httpPart: 'body',
  }) as ((v: unknown) => boolean) & { errors?: Parameters<typeof describeValidationErrors>[0] };
  return validate(payload) ? null : describeValidationErrors(validate.errors ?? []);
}

describe('request payload messages name the field', () => {
  it.each([
    ['lot-info-list.request', {}, 'siteId: is required'],
    ['lot-info-list.request', { siteId: 1 }, 'siteId: must be a string'],
    ['lot-info-list.request', { siteId: '' }, 'siteId: must not be empty'],
    ['lot-info-list.request', { siteId: 'x'.repeat(65) }, 'siteId: must be at most 64 characters'],
    ['lot-info-list.request', { siteId: 'a', extra: true }, 'extra: is not allowed'],
    ['lot-info-block.request', {}, 'siteId: is required; infoCode: is required'],
    ['spot-config.request', null, 'payload: must be an object'],
  ])('%s %j -> %s', (schema, payload, message) => {
    expect(check(schema, payload)).toBe(message);
  });

  it('accepts a valid payload unchanged (no coercion, no stripping)', () => {
    const payload = { siteId: 'a', lang: 'en' };
    expect(check('lot-info-list.request', payload)).toBeNull();
    expect(payload).toEqual({ siteId: 'a', lang: 'en' });
  });

  it('names nested fields with dots and indexes', () => {
    expect(
      describeValidationErrors([{ keyword: 'type', instancePath: '/items/0/qty', params: { type: 'integer' } }]),
    ).toBe('items[0].qty: must be an integer');
  });
});
