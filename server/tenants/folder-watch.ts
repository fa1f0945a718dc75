/**
 * Watches a folder and every folder inside it: one plain (not recursive) `fs.watch` per folder,
 * which on Linux is one inotify watch that reports changes to the files directly in it.
 *
 * Why not `fs.watch(dir, { recursive: true })`: on Linux, Node 20 builds it in JavaScript with a
 * watch and a `stat` for every file as well as every folder. For 1,000 tenants (about 19 files and
 * 5 folders each) that is some 24,000 inotify watches, beyond the 8,192 many systems allow a user,
 * and about a third of a second of the server's start (docs/architecture.md#tenant-loading). Per
 * folder it is 5,000 watches and no `stat` per file.
 */
import { lstatSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderTreeWatch {
  /** The folders watched now (for tests and diagnostics). */
  folders(): string[];
  close(): void;
}

/**
 * `onChange` gets the changed entry's path relative to `root` (a file, or a folder added or
 * removed), or null when the platform could not say which entry changed in `root` itself.
 * Symbolic links to folders are not followed, as Node's own recursive watch does not.
 */
export function watchFolderTree(root: string, onChange: (name: string | null) => void, onError: (error: Error, folder: string) => void): FolderTreeWatch {
  const watchers = new Map<string, FSWatcher>();

  const forget = (folder: string): void => {
    for (const [watched, watcher] of watchers) {
      if (watched === folder || watched.startsWith(folder + path.sep)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };

  const isFolder = (entry: string): boolean => {
    try {
      return lstatSync(entry).isDirectory();
    } catch {
      return false;
    }
  };

  const changedIn = (folder: string, name: string | null): void => {
    if (name === null) {
      onChange(folder === root ? null : path.relative(root, folder));
      return;
    }
    const entry = path.join(folder, name);
    // A folder created or moved in is watched from now on; one removed or moved out is forgotten,
    // with every folder that was inside it.
    if (isFolder(entry)) watchFolder(entry);
    else if (watchers.has(entry)) forget(entry);
    onChange(path.relative(root, entry));
  };

  function watchFolder(folder: string): void {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (_event, name) => changedIn(folder, name));
    } catch (error) {
      // Gone between being listed and being watched: its removal is reported by its parent.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error as Error, folder);
      return;
    }
    watcher.on('error', (error) => {
      forget(folder);
      onError(error, folder);
    });
    watchers.set(folder, watcher);
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) if (entry.isDirectory()) watchFolder(path.join(folder, entry.name));
  }

  watchFolder(root);
  return {
    folders: () => [...watchers.keys()],
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
