import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_TEMPLATE, renderNginxConfig, type NginxSettings } from './nginx-config';

const SETTINGS: NginxSettings = {
  KERBSIDE_LISTEN: '127.0.0.1:8080',
  KERBSIDE_APP_1: '127.0.0.1:3001',
  KERBSIDE_APP_2: '127.0.0.1:3002',
  KERBSIDE_APP_3: '127.0.0.1:3003',
  KERBSIDE_NGINX_STATE: '/var/lib/kerbside-nginx',
};

describe('deploy/nginx.conf rendered', () => {
  const rendered = renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), SETTINGS);

  it('fills every placeholder and leaves nginx variables alone', () => {
    expect(rendered).not.toMatch(/\$\{KERBSIDE_/);
    expect(rendered).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;');
    expect(rendered).toContain('listen 127.0.0.1:8080;');
    expect(rendered).toContain('pid /var/lib/kerbside-nginx/nginx.pid;');
    expect(rendered).toContain('${request_time}s');
    expect(rendered).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('passes on to the next process only what is safe to send twice', () => {
    const nextUpstream = rendered.match(/^\s*proxy_next_upstream (.*);$/m)?.[1];
    expect(nextUpstream).toBe('error timeout http_502 http_503 http_504');
    expect(nextUpstream).not.toContain('non_idempotent');
  });

  it('refuses a placeholder without a value, one left unused, and a value nginx would misread', () => {
    expect(() => renderNginxConfig('listen ${KERBSIDE_PORT};', SETTINGS)).toThrow(/KERBSIDE_PORT/);
    expect(() => renderNginxConfig('listen ${KERBSIDE_LISTEN};', SETTINGS)).toThrow(/does not use KERBSIDE_APP_1/);
    expect(() =>
      renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), { ...SETTINGS, KERBSIDE_LISTEN: '80; include /etc/x' }),
    ).toThrow(/KERBSIDE_LISTEN/);
  });
});
