/**
 * The project's folders, found from this file's place: two folders below the root, like the server
 * bundle (dist/server/main.js, scripts/build-server.ts), so the same paths hold in both.
 */
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** The JSON Schemas the API, the tenants and the admin's content types are checked against. */
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas');
