/**
 * Images of the admin API: the media library's list (docs/admin.md#media-library) and the upload
 * (docs/admin.md#images), multipart/form-data with one file field named "file".
 */
import { ADMIN_DOC } from './admin-doc';
import type { FastifyInstance } from 'fastify';
import { ADMIN_CALL_ROLES } from '../../../src/lib/admin-routes';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../src/lib/limits';
import { requireAdmin } from '../../http/admin-session';
import { staffOf } from '../../http/staff-session';
import { AdminRefusal } from '../../services/admin/admin-deps';
import type { AdminServices } from '../../services/admin/admin-services';
import { IMAGE_TOO_LARGE_PARAMS } from '../../services/admin/asset-upload';
import type { StaffServices } from '../../services/staff/staff-services';

/** Room for the multipart framing around the largest image. */
const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

export function registerAdminAssetRoutes(scope: FastifyInstance, staff: StaffServices, admin: AdminServices): void {
  scope.get(
    '/assets',
    {
      schema: { ...ADMIN_DOC, summary: "The tenant's uploaded images, newest first (the media library)" },
      onRequest: requireAdmin(staff, 'assets', () => ADMIN_CALL_ROLES.assets),
    },
    async (request) => admin.mediaLibrary(staffOf(request)),
  );
  scope.post(
    '/assets',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        ...ADMIN_DOC,
        summary: "Upload an image (PNG, JPEG, WebP or GIF, sniffed from its bytes) to the tenant's asset space",
      },
      onRequest: requireAdmin(staff, 'assets', () => ADMIN_CALL_ROLES.assets),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AdminRefusal(400, 'IMAGE_MISSING');
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
        if (!file || file.fieldname !== 'file') throw new AdminRefusal(400, 'IMAGE_MISSING');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AdminRefusal) throw error;
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AdminRefusal(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_PARAMS);
        if (typeof code === 'string' && code.startsWith('FST_')) throw new AdminRefusal(400, 'IMAGE_MISSING');
        throw error;
      }
      return reply.code(201).send(await admin.uploadImage(staffOf(request), bytes));
    },
  );
}
