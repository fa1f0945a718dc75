/**
 * Writes the wire-protocol test vectors in tests/vectors/ (docs/rules.md#wire-packaging).
 *
 *   npx tsx scripts/vectors-generate.ts           write the files
 *   npx tsx scripts/vectors-generate.ts --check   exit 1 when the committed files differ
 *
 * The vectors are computed here with Node's Buffer and node:crypto directly, not with
 * src/protocol, so they are an independent reference: the server's codec (node:crypto) and the
 * browser's (Web Crypto, or @noble/ciphers where Web Crypto is missing) must reproduce them
 * (src/protocol/vectors.test.ts). AES vectors use a
 * fixed key and an IV derived from the vector's name (SHA-256, first 16 bytes), so regenerating
 * gives identical files.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'vectors');

const PAYLOADS: ReadonlyArray<{ name: string; payload: Json }> = [
  { name: 'empty object', payload: {} },
  { name: 'login (ascii)', payload: { userName: '0412345678', password: 'S3cret!pw' } },
  {
    name: 'chinese profile',
    payload: { firstName: '张伟', lastName: '李', city: '北京市', address: '朝阳区建国路 88 号' },
  },
  { name: 'emoji', payload: { note: 'Park near the 🌳 please 🚗💨', rating: '👍🏽', flag: '🇦🇺' } },
  {
    name: 'accents',
    payload: { name: 'Zoë Ångström-Müller', street: "Crème brûlée Café, Rue de l'Église", city: 'São Paulo' },
  },
  {
    name: 'nested objects, arrays and numbers',
    payload: {
      siteId: 42,
      infoCode: 'HEAD',
      range: { dateStart: 1686578400, dateEnd: 1687183200 },
      pageSize: 10,
      currPage: 1,
      tickets: [
        { ticketNo: 'T-001', feeCents: 1250, penalty: 0 },
        { ticketNo: 'T-002', feeCents: 0, refund: -350 },
      ],
      flags: [true, false, null],
      ratio: -0.5,
      tiny: 1e-7,
      huge: 1e21,
    },
  },
  {
    name: 'escapes and control characters',
    payload: { text: 'line1\nline2\t"quoted" \\ back \u0001 </script> \u2028' },
  },
  { name: 'top-level array', payload: [1, 'two', { three: 3 }, [], {}] },
  // 16 bytes of JSON: PKCS#7 must add a whole block of padding.
  { name: 'json of exactly one block', payload: { k: '12345678' } },
];

const AES_KEYS = [
  '0123456789abcdef0123456789abcdef',
  'Kerbside-demo-payload-key-32char',
  'K!@#$%^&*()_+-=[]{};:,.<>/?~`|ab',
];

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function aesCbcHex(plain: Buffer, key: string, ivHex: string, autoPadding = true): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'latin1'), Buffer.from(ivHex, 'hex'));
  cipher.setAutoPadding(autoPadding);
  return ivHex + Buffer.concat([cipher.update(plain), cipher.final()]).toString('hex');
}

function ivFor(name: string): string {
  return createHash('sha256').update(`iv:${name}`).digest('hex').slice(0, 32);
}

function modeFile(mode: string, description: string, vectors: object[]): object {
  return { mode, description, generatedBy: 'scripts/vectors-generate.ts', vectors };
}

function buildFiles(): Record<string, object> {
  for (const key of AES_KEYS) {
    if (key.length !== 32 || !/^[\x20-\x7e]+$/.test(key)) throw new Error(`test key ${key} is not 32 ASCII characters`);
  }
  const withJson = PAYLOADS.map((v) => ({ ...v, json: JSON.stringify(v.payload) }));
  const oneBlock = withJson.find((v) => v.name === 'json of exactly one block');
  if (Buffer.byteLength(oneBlock?.json ?? '') !== 16) throw new Error('the one-block vector must be 16 bytes of JSON');

  return {
    'plain.json': modeFile(
      'plain',
      'The payload is sent unchanged: body deep-equals payload.',
      withJson.map(({ name, payload, json }) => ({ name, payload, json, body: payload })),
    ),
    'base64.json': modeFile(
      'base64',
      'body = {"data": base64(utf8(json)), "key": ""}; json is JSON.stringify(payload).',
      withJson.map(({ name, payload, json }) => ({ name, payload, json, body: { data: base64(json), key: '' } })),
    ),
    'paramIn.json': modeFile(
      'paramIn',
      'body = {"data": base64(utf8(wrapped)), "key": ""} with wrapped = {"paramIn": payload} as JSON.',
      withJson.map(({ name, payload, json }) => {
        const wrapped = `{"paramIn":${json}}`;
        return { name, payload, json: wrapped, body: { data: base64(wrapped), key: '' } };
      }),
    ),
    'aes.json': modeFile(
      'aes',
      'AES-256-CBC, PKCS#7; key = the 32 ASCII characters as bytes; body = {"data": hex(iv) + hex(ciphertext), "key": ""}; plaintext is utf8(json).',
      withJson.map(({ name, payload, json }, index) => {
        const key = AES_KEYS[index % AES_KEYS.length] ?? '';
        const iv = ivFor(name);
        return { name, payload, json, key, iv, body: { data: aesCbcHex(Buffer.from(json, 'utf8'), key, iv), key: '' } };
      }),
    ),
    'malformed.json': modeFile(
      'mixed',
      'Request bodies the codec must reject with MalformedEnvelopeError (plain mode accepts any JSON, so it has none here).',
      malformedVectors(),
    ),
  };
}

function malformedVectors(): object[] {
  const key = AES_KEYS[0] ?? '';
  const iv = ivFor('malformed');
  const notJsonBase64 = base64('not json');
  const packaged = ['base64', 'paramIn', 'aes'];
  const shapes = [
    { reason: 'body is missing', body: null },
    { reason: 'body is a string', body: 'eyJhIjoxfQ==' },
    { reason: 'body is an array', body: [{ data: '', key: '' }] },
    { reason: 'data is missing', body: { key: '' } },
    { reason: 'data is a number', body: { data: 5, key: '' } },
    { reason: 'key is not a string', body: { data: 'e30=', key: 7 } },
    { reason: 'unexpected field', body: { data: 'e30=', key: '', extra: true } },
  ];
  return [
    ...packaged.flatMap((mode) => shapes.map((s) => ({ mode, ...s }))),
    { mode: 'base64', reason: 'base64 length not a multiple of 4', body: { data: 'e30', key: '' } },
    { mode: 'base64', reason: 'base64 with a character outside the alphabet', body: { data: 'e3!=', key: '' } },
    { mode: 'base64', reason: 'base64 padding in the middle', body: { data: 'e3==e30=', key: '' } },
    { mode: 'base64', reason: 'base64 non-canonical trailing bits', body: { data: 'e31=', key: '' } },
    { mode: 'base64', reason: 'decodes to invalid UTF-8', body: { data: '/w==', key: '' } },
    { mode: 'base64', reason: 'decodes to text that is not JSON', body: { data: notJsonBase64, key: '' } },
    { mode: 'base64', reason: 'decodes to nothing', body: { data: '', key: '' } },
    { mode: 'base64', reason: 'number too large for a double', body: { data: base64('{"fee":1e400}'), key: '' } },
    { mode: 'paramIn', reason: 'no paramIn field', body: { data: base64('{"param":{}}'), key: '' } },
    { mode: 'paramIn', reason: 'wrapper is not an object', body: { data: base64('[{"paramIn":{}}]'), key: '' } },
    { mode: 'paramIn', reason: 'field beside paramIn', body: { data: base64('{"paramIn":{},"x":1}'), key: '' } },
    { mode: 'paramIn', reason: 'not JSON', body: { data: notJsonBase64, key: '' } },
    { mode: 'aes', reason: 'odd hex length', key, body: { data: `${iv}abc`, key: '' } },
    { mode: 'aes', reason: 'IV only, no ciphertext', key, body: { data: iv, key: '' } },
    { mode: 'aes', reason: 'ciphertext not whole blocks', key, body: { data: `${iv}00112233`, key: '' } },
    { mode: 'aes', reason: 'non-hex character', key, body: { data: `${iv}${'zz'.repeat(16)}`, key: '' } },
    {
      mode: 'aes',
      reason: 'padding byte 0',
      key,
      body: { data: aesCbcHex(Buffer.concat([Buffer.from('{}'), Buffer.alloc(14, 0)]), key, iv, false), key: '' },
    },
    // The next two plaintexts are still valid JSON after a naive unpad (drop as many bytes as the
    // last byte says), so only a strict PKCS#7 check rejects them.
    {
      mode: 'aes',
      reason: 'padding bytes disagree (last byte 3, then 2, 1)',
      key,
      body: { data: aesCbcHex(Buffer.from(`{"a":1}${' '.repeat(6)}\u0001\u0002\u0003`), key, iv, false), key: '' },
    },
    {
      mode: 'aes',
      reason: 'padding length 17, longer than a block',
      key,
      body: { data: aesCbcHex(Buffer.from(`{"a":1}${' '.repeat(24)}\u0011`), key, iv, false), key: '' },
    },
    {
      mode: 'aes',
      reason: 'plaintext not JSON',
      key,
      body: { data: aesCbcHex(Buffer.from('not json'), key, iv), key: '' },
    },
    {
      mode: 'aes',
      reason: 'plaintext not UTF-8',
      key,
      body: { data: aesCbcHex(Buffer.from([0x22, 0xc3, 0x28, 0x22]), key, iv), key: '' },
    },
    { mode: 'aes', reason: 'encrypted as base64 mode instead', key, body: { data: base64('{"a":1}'), key: '' } },
  ];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, content] of Object.entries(buildFiles())) {
    const path = join(OUT_DIR, file);
    // Written as the project's formatter writes JSON, so the files pass its check and this one alike.
    const options = (await prettier.resolveConfig(path)) ?? {};
    const text = await prettier.format(JSON.stringify(content, null, 2), { ...options, filepath: path });
    if (check) {
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {
        current = '';
      }
      if (current !== text) stale.push(file);
    } else {
      writeFileSync(path, text);
      console.log(`wrote tests/vectors/${file}`);
    }
  }
  if (stale.length > 0) {
    console.error(`stale test vectors: ${stale.join(', ')}; run npx tsx scripts/vectors-generate.ts`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
