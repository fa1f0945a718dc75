/**
 * deploy/nginx.conf is a template with ${KERBSIDE_*} placeholders (envsubst's syntax, so an operator
 * renders it with `envsubst` naming only these); nginx's own variables ($remote_addr, ${request_time})
 * are left as they are. The scale check renders it here, and refuses a placeholder left without a
 * value, so a half-rendered file never reaches nginx.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');

export const NGINX_PLACEHOLDERS = [
  'KERBSIDE_LISTEN',
  'KERBSIDE_APP_1',
  'KERBSIDE_APP_2',
  'KERBSIDE_APP_3',
  'KERBSIDE_NGINX_STATE',
] as const;

export type NginxSettings = Record<(typeof NGINX_PLACEHOLDERS)[number], string>;

const PLACEHOLDER = /\$\{(KERBSIDE_[A-Z0-9_]+)\}/g;

export function renderNginxConfig(template: string, settings: NginxSettings): string {
  const known = new Set<string>(NGINX_PLACEHOLDERS);
  const rendered = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!known.has(name)) throw new Error(`deploy/nginx.conf names ${whole}, which has no value`);
    const value = settings[name as keyof NginxSettings];
    // A value with a space, semicolon or brace would change the directive it lands in.
    if (!/^[A-Za-z0-9_.:/[\]-]+$/.test(value))
      throw new Error(`${name} has characters nginx would misread: "${value}"`);
    return value;
  });
  const unused = NGINX_PLACEHOLDERS.filter((name) => !template.includes(`\${${name}}`));
  if (unused.length > 0) throw new Error(`deploy/nginx.conf does not use ${unused.join(', ')}`);
  return rendered;
}

export function renderNginxTemplate(settings: NginxSettings): string {
  return renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), settings);
}
