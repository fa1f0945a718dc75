/**
 * How the tenant, theme-preset and catalogue schemas are compiled: one ajv set-up, used ahead of
 * time by `npm run codegen` (scripts/codegen/tenant-validators.ts writes the validators' code to
 * src/generated/tenant-validators.ts), so that the server does not compile them at each start
 * (250-330 ms of CPU before the first tenant could be served; docs/architecture.md#fast-start).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import tenantSchemaJson from '../../schemas/tenant.schema.json';
import themeSchemaJson from '../../schemas/theme.schema.json';
import catalogueSchemaJson from '../../schemas/catalogue.schema.json';
import contentCommonJson from '../../schemas/content/content-common.schema.json';
import carouselJson from '../../schemas/content/carousel.schema.json';
import clientJson from '../../schemas/content/client.schema.json';
import configurationJson from '../../schemas/content/configuration.schema.json';
import contactUsJson from '../../schemas/content/contactUs.schema.json';
import footerJson from '../../schemas/content/footer.schema.json';
import pageJson from '../../schemas/content/page.schema.json';
import partnerJson from '../../schemas/content/partner.schema.json';
import productJson from '../../schemas/content/product.schema.json';
import projectJson from '../../schemas/content/project.schema.json';
import solutionJson from '../../schemas/content/solution.schema.json';
import whyUsJson from '../../schemas/content/whyUs.schema.json';

/** The validators the generated module exports, by the $id of the schema each checks. */
export const TENANT_VALIDATORS = {
  tenant: tenantSchemaJson.$id,
  theme: themeSchemaJson.$id,
  catalogue: catalogueSchemaJson.$id,
} as const;

/** An ajv holding the three schemas and the admin content types they $ref, set to emit standalone code. */
export function tenantSchemasAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // verbose keeps the offending value and its parent schema on each error, for the plain-English messages.
    verbose: true,
    // A unit test checks every schema against the JSON Schema meta-schema (schema-structure.test.ts).
    validateSchema: false,
    code: { source: true, lines: false },
  });
  addFormats(ajv);
  // Annotation only: marks a subtree that must never reach the browser (see public-tenant.ts).
  ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
  // The tenant file's starting content (siteContent, docs/admin.md#starting-content) $refs the admin
  // content types, so a starting item is checked by the very schema an admin's item is.
  ajv.addKeyword({ keyword: 'x-editor', schemaType: 'string' });
  for (const schema of [contentCommonJson, carouselJson, clientJson, configurationJson, contactUsJson, footerJson, pageJson, partnerJson, productJson, projectJson, solutionJson, whyUsJson]) ajv.addSchema(schema);
  // The tenant schema first: the theme schema's $ref to tenant.schema.json#/$defs/section and the
  // catalogue's to its localText and assetPath resolve against it.
  for (const schema of [tenantSchemaJson, themeSchemaJson, catalogueSchemaJson]) ajv.addSchema(schema);
  return ajv;
}
