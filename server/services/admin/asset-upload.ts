/**
 * Image upload (docs/admin.md#images): the type is read from the bytes (sharp's metadata), never from
 * the file name or the declared content type; only PNG, JPEG, WebP and GIF are kept (SVG can carry
 * script, so it is refused). The image is stored per tenant under the SHA-256 of its bytes and served
 * from the tenant's asset path, /tenant-assets/{tenant}/uploads/{sha256}.{ext}.
 */
import { createHash } from 'node:crypto';
import { loadSharp } from '../../lazy-packages';
import { IMAGE_UPLOAD_MAX_BYTES, MEDIA_LIBRARY_MAX_IMAGES } from '../../../src/lib/limits';
import type { AssetUploadResponse, MediaLibraryResponse } from '../../../src/protocol/admin-content';
import {
  findContentAsset,
  insertContentAsset,
  listContentAssets,
} from '../../db/repositories/content-asset-repository';
import { insertStaffAction } from '../../db/repositories/staff-action-repository';
import { tenantAssetUrl } from '../shared/asset-urls';
import { AdminRefusal, type AdminActor, type AdminDeps } from './admin-deps';

export const UPLOADS_FOLDER = 'uploads';

const FORMATS: Readonly<Record<string, { contentType: AssetUploadResponse['contentType']; ext: string }>> = {
  png: { contentType: 'image/png', ext: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  gif: { contentType: 'image/gif', ext: 'gif' },
};

/** An uploaded image's name under uploads/: its content hash and extension. */
export const UPLOAD_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

export const IMAGE_TOO_LARGE_PARAMS = { megabytes: Math.floor(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)) };

async function sniff(bytes: Buffer): Promise<{ format: string; width: number; height: number } | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    if (!meta.format || !meta.width || !meta.height) return null;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

export async function uploadImage(deps: AdminDeps, actor: AdminActor, bytes: Buffer): Promise<AssetUploadResponse> {
  if (bytes.byteLength === 0) throw new AdminRefusal(400, 'IMAGE_MISSING');
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new AdminRefusal(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_PARAMS);
  const meta = await sniff(bytes);
  const format = meta ? FORMATS[meta.format] : undefined;
  if (!meta || !format) throw new AdminRefusal(400, 'IMAGE_TYPE_REFUSED');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${format.ext}`;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertContentAsset(tx, {
      tenantId: actor.tenantId,
      name,
      contentType: format.contentType,
      bytes,
      width: meta.width,
      height: meta.height,
      staffId: actor.staffId,
      now,
    });
    await insertStaffAction(tx, {
      tenantId: actor.tenantId,
      staffId: actor.staffId,
      action: 'asset_upload',
      subject: name,
      detail: `${format.contentType} ${bytes.byteLength} bytes`,
      at: now,
    });
  });
  return {
    url: tenantAssetUrl(actor.tenantId, `${UPLOADS_FOLDER}/${name}`),
    contentType: format.contentType,
    bytes: bytes.byteLength,
    width: meta.width,
    height: meta.height,
  };
}

/** An uploaded image of the tenant, or null (an unknown name, or another tenant's). */
export async function uploadedImage(
  deps: Pick<AdminDeps, 'db'>,
  tenantId: string,
  name: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const found = await findContentAsset(deps.db, tenantId, name);
  return found && { contentType: found.contentType, bytes: Buffer.from(found.bytes) };
}

/**
 * The media library: the tenant's uploads, newest first, each with the URL an image field or a page's
 * rich text takes (docs/admin.md#media-library). Another tenant's uploads are never listed.
 */
export async function mediaLibrary(deps: Pick<AdminDeps, 'db'>, actor: AdminActor): Promise<MediaLibraryResponse> {
  const rows = await listContentAssets(deps.db, actor.tenantId, MEDIA_LIBRARY_MAX_IMAGES);
  return {
    images: rows.map((row) => ({
      url: tenantAssetUrl(actor.tenantId, `${UPLOADS_FOLDER}/${row.name}`),
      contentType: row.contentType as AssetUploadResponse['contentType'],
      bytes: row.size,
      width: row.width,
      height: row.height,
      uploadedAt: new Date(row.uploadedAt).toISOString(),
      uploadedBy: row.uploadedBy,
    })),
  };
}
