import { l, type MachineLabels } from './types';

export const adminEditLabels: MachineLabels = {
  flow: l(
    [
      'Edit a content item',
      'An editor saves the draft, publishes or schedules it, unpublishes it, restores a version or deletes it; a change made by someone else since loading is refused until the editor reloads.',
    ],
    [
      '编辑内容项',
      '编辑者保存草稿、发布或定时发布、取消发布、恢复版本或删除；若加载后他人已修改，则拒绝保存，直到编辑者重新加载。',
    ],
  ),
  states: {
    editing: l(
      ['Editing', 'The form shows the draft of the version loaded.'],
      ['编辑中', '表单显示所加载版本的草稿。'],
    ),
    writing: l(
      ['Sending the change', 'The server checks the role, the content and the version loaded.'],
      ['正在提交', '服务器核对角色、内容和所加载的版本。'],
    ),
    conflict: l(
      ['Changed by someone else', 'Nothing is written until the editor reloads the newest version.'],
      ['已被他人修改', '在编辑者重新加载最新版本前不会写入任何内容。'],
    ),
    reloading: l(
      ['Reloading', 'The item is read again with its newest version.'],
      ['正在重新加载', '重新读取该内容项的最新版本。'],
    ),
    deleted: l(
      ['Deleted', 'The item is gone; its history stays in the audit log.'],
      ['已删除', '内容项已删除；其历史保留在审计日志中。'],
    ),
  },
  events: {
    SAVE: l(['Save draft', 'The editor saves the form as the draft.'], ['保存草稿', '编辑者把表单保存为草稿。']),
    PUBLISH: l(
      ['Publish', 'The editor publishes the draft now or at a time.'],
      ['发布', '编辑者立即或在指定时间发布草稿。'],
    ),
    UNPUBLISH: l(['Unpublish', 'Customers stop seeing the item.'], ['取消发布', '顾客不再看到该内容项。']),
    RESTORE: l(
      ['Restore a version', 'An earlier version from the audit log becomes the draft.'],
      ['恢复版本', '审计日志中的旧版本成为草稿。'],
    ),
    DELETE: l(['Delete', 'The editor deletes the item.'], ['删除', '编辑者删除该内容项。']),
    RELOAD: l(
      ['Reload', 'The editor loads the version someone else saved.'],
      ['重新加载', '编辑者加载他人保存的版本。'],
    ),
  },
  guards: {
    accepted: l(['accepted', 'The server accepted the call.'], ['已接受', '服务器接受了请求。']),
    stale: l(
      ['version stale', 'Someone else changed the item since it was loaded.'],
      ['版本过期', '加载后他人修改了该内容项。'],
    ),
    deletedNow: l(['deleted', 'The server deleted the item.'], ['已删除', '服务器删除了该内容项。']),
  },
  actions: {
    reportDeleted: l(
      ['Back to the list', 'The list opens without the deleted item.'],
      ['返回列表', '打开列表，已删除的内容项不再显示。'],
    ),
    remember: l(['Keep the request', 'The change asked for is kept for the call.'], ['记录请求', '记录要提交的更改。']),
    keep: l(
      ['Keep the new version', 'The item as the server now has it is shown.'],
      ['保存新版本', '显示服务器上的最新内容项。'],
    ),
    tell: l(['Tell the editor', 'Why the change did not happen is shown.'], ['提示编辑者', '显示更改未完成的原因。']),
  },
  actors: {
    write: l(
      ['Send the change', 'The admin call (save, publish, unpublish, restore or delete) with the version loaded.'],
      ['提交更改', '携带所加载版本的管理请求（保存、发布、取消发布、恢复或删除）。'],
    ),
    load: l(['Read the item', 'The item is read again from the server.'], ['读取内容项', '从服务器重新读取内容项。']),
  },
};
