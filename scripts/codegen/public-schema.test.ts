import { describe, expect, it } from 'vitest';
import { derivePublicSchema, type PublicSchemaOptions } from './public-schema';

const options: PublicSchemaOptions = {
  sourceFile: 'source.json',
  $id: 'https://example.test/public.json',
  title: 'PublicThing',
  description: 'd',
  $comment: 'c',
};

describe('derivePublicSchema', () => {
  it('leaves out the properties marked x-secret and their required entries, and refers to the rest', () => {
    const derived = derivePublicSchema(
      {
        $id: 'https://example.test/source.json',
        title: 'Thing',
        type: 'object',
        required: ['name', 'keys'],
        properties: {
          name: { type: 'string' },
          look: { $ref: '#/$defs/look' },
          keys: { $ref: '#/$defs/keys' },
          token: { type: 'string', 'x-secret': true },
        },
        $defs: { look: { title: 'Look', type: 'object' }, keys: { title: 'Keys', 'x-secret': true, type: 'object' } },
      },
      options,
    );
    expect(derived).toEqual({
      $id: 'https://example.test/public.json',
      $comment: 'c',
      title: 'PublicThing',
      description: 'd',
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, look: { $ref: 'source.json#/$defs/look' } },
    });
  });

  it('makes a public copy of a definition that holds a secret deeper down', () => {
    const derived = derivePublicSchema(
      {
        type: 'object',
        properties: { api: { $ref: '#/$defs/api' }, sites: { type: 'array', items: { $ref: '#/$defs/site' } } },
        $defs: {
          api: {
            title: 'Api',
            type: 'object',
            required: ['key', 'mode'],
            properties: { key: { type: 'string', 'x-secret': true }, mode: { type: 'string' } },
          },
          site: { title: 'Site', type: 'object', properties: { api: { $ref: '#/$defs/api' } } },
        },
      },
      options,
    );
    expect(derived.properties).toEqual({
      api: { $ref: '#/$defs/api' },
      sites: { type: 'array', items: { $ref: '#/$defs/site' } },
    });
    expect(derived.$defs).toEqual({
      api: { title: 'PublicApi', type: 'object', required: ['mode'], properties: { mode: { type: 'string' } } },
      site: { title: 'PublicSite', type: 'object', properties: { api: { $ref: '#/$defs/api' } } },
    });
  });

  it('refuses a secret it cannot leave out as a property (an array item)', () => {
    expect(() =>
      derivePublicSchema(
        { type: 'object', properties: { list: { type: 'array', items: { type: 'string', 'x-secret': true } } } },
        options,
      ),
    ).toThrow(/#\/properties\/list\/items is marked x-secret/);
  });
});
