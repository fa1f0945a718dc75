/** The OpenAPI/validation schema shared by the envelope API routes. */
import type { FastifySchema } from 'fastify';
import { schemaRef } from '../http/api-schemas';

const PACKAGING_NOTE =
  "The body shown is the payload before packaging: it travels packaged with the tenant's api.packaging mode " +
  '(plain as is; base64 and paramIn as {"data","key"}; aes as {"data": hex(iv)+hex(ciphertext), "key": ""}). ' +
  'A body that does not decode answers 400 "Malformed request"; a payload that breaks the schema answers 400 naming the field.';

export function envelopeRouteSchema(opts: {
  tag: 'shop' | 'cloud';
  summary: string;
  schemaName: string;
  params: Record<string, string>;
}): FastifySchema {
  return {
    tags: [opts.tag],
    summary: opts.summary,
    description: PACKAGING_NOTE,
    params: {
      type: 'object',
      required: Object.keys(opts.params),
      properties: Object.fromEntries(
        Object.entries(opts.params).map(([name, description]) => [name, { type: 'string', description }]),
      ),
    },
    body: schemaRef(`${opts.schemaName}.request`),
    response: {
      200: schemaRef(`${opts.schemaName}.response`),
      '4xx': schemaRef('api-error.response'),
      500: schemaRef('api-error.response'),
    },
  };
}
