import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where user uploads live. Keys are relative, slash-separated paths ("djs/<id>/<version>-640.webp").
 * The local implementation writes under DATA_DIR/uploads; a cloud store (S3, R2, GCS) implements the
 * same three calls later without touching the callers.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes a file; missing files are fine. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]{0,120}\/){0,4}[a-z0-9][a-z0-9._-]{0,120}$/i;

/** Keys come from our own code, but a key that could climb out of the folder is refused outright. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === ".." || part.includes(".."))) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(base, ...key.split("/"));
  };
  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; a write cut short (a full disk) leaves nothing.
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(tmp, data);
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async read(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR")
          return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}

const byRoot = new Map<string, FileStorage>();

/** The upload store of this process: DATA_DIR/uploads. */
export function uploadStorage(dataDir: string): FileStorage {
  const root = path.join(path.resolve(dataDir), "uploads");
  let storage = byRoot.get(root);
  if (!storage) {
    storage = createLocalFileStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
