/** The admin content area's operations the routes call, bound to their dependencies once (docs/admin.md). */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import type { AdminDeps } from './admin-deps';
import { mediaLibrary, uploadedImage, uploadImage } from './asset-upload';
import {
  contentActivity,
  createItem,
  deleteItem,
  getItem,
  itemHistory,
  listItems,
  publishItem,
  reorderItems,
  restoreItem,
  saveItem,
  unpublishItem,
} from './content-items';
import { createAdminMember, listAdminMembers, staffActions, updateAdminMember } from './members';
import { previewItem, siteContent } from './site-content';

const ADMIN_OPERATIONS = {
  listItems,
  getItem,
  createItem,
  saveItem,
  publishItem,
  unpublishItem,
  deleteItem,
  restoreItem,
  reorderItems,
  itemHistory,
  contentActivity,
  previewItem,
  siteContent,
  uploadImage,
  uploadedImage,
  mediaLibrary,
  listMembers: listAdminMembers,
  createMember: createAdminMember,
  updateMember: updateAdminMember,
  staffActions,
};

export interface AdminServices extends BoundOperations<AdminDeps, typeof ADMIN_OPERATIONS> {
  deps: AdminDeps;
}

export function createAdminServices(deps: AdminDeps): AdminServices {
  return { deps, ...bindDeps(deps, ADMIN_OPERATIONS) };
}
