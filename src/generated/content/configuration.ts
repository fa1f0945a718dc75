/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ContentText} from './content-common';

/**
 * The setting's name: a letter, then letters, digits, '.', '_' or '-'. Unique within the tenant.
 */
export type Name = string;
/**
 * string: text; number: a number; image: an image (upload); boolean: on or off.
 */
export type ValueType = 'string' | 'number' | 'image' | 'boolean';
/**
 * The value, of the value type: text for string, a number for number, an image URL for image, true or false for boolean.
 */
export type Value = string | number | boolean;
/**
 * What the setting is for (optional).
 */
export type Description = ContentText;

/**
 * A named setting of the tenant: its value is checked against its value type (a number type refuses text). Names are unique within the tenant.
 */
export interface ConfigurationEntry {
  name: Name;
  valueType: ValueType;
  value: Value;
  description?: Description;
}
