import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * One backup file (docs/backups.md):
 *   `BOXBOOK-BACKUP 1\n`, a JSON header line, the body (JSON lines, gzip'd; with a key, the gzip
 *   encrypted with AES-256-GCM and its 16-byte tag after it), then `SHA256 <hex>\n` over all of
 *   that. The header stays readable so a restore can name what it holds before it needs the key.
 */
const MAGIC = 'BOXBOOK-BACKUP 1\n';
export const FORMAT_VERSION = 1;
const TRAILER_LENGTH = 'SHA256 \n'.length + 64;
const TAG_LENGTH = 16;
const MAX_HEADER = 1024 * 1024;

/** What a backup says about itself, before its content. */
export interface BackupHeader {
  format: 'boxbook-backup';
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  /** Where it was taken from: the embedded database or a PostgreSQL server. */
  database: 'pglite' | 'postgres';
  /** schema_migrations of the database it was taken from: the schema its rows fit. */
  migrations: string[];
  encryption: null | { cipher: 'aes-256-gcm'; iv: string; keyId: string };
}

/** A file that cannot be restored; the message says why in words an owner can act on. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** Backups are `boxbook-<time>.backup`; anything else in the folder (a partial one) is not one. */
const BACKUP_NAME = /^boxbook-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(\.\d{3})?Z\.backup$/;
const PARTIAL_NAME = /^\.boxbook-.*\.partial-(\d+)$/;

export const backupFileName = (createdAt: Date) =>
  `boxbook-${createdAt.toISOString().replaceAll(':', '-')}.backup`;

/** The complete backups in `dir`, oldest first (their names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** A key fingerprint, so a restore with the wrong key says so rather than "damaged". */
const keyIdOf = (key: Buffer) =>
  createHmac('sha256', key).update('boxbook-backup-key-id').digest('hex').slice(0, 16);

/** BACKUP_KEY (64 hex characters, checked by env.ts) as the cipher's 32 bytes. */
export const backupKeyOf = (hex: string | undefined) => (hex ? Buffer.from(hex, 'hex') : undefined);

function isLive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes a backup into `dir` under a temporary name, fsyncs it and links it to its name, so a
 * crash or a full disk never leaves a file that lists as a backup and never touches an older one.
 * Partial files of processes that died are removed first. Answers the file's path.
 */
export async function writeBackupFile(options: {
  dir: string;
  header: Omit<BackupHeader, 'format' | 'formatVersion' | 'encryption'>;
  lines: AsyncIterable<string>;
  key?: Buffer | undefined;
}): Promise<string> {
  const { dir, key } = options;
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir)) {
    const holder = PARTIAL_NAME.exec(name)?.[1];
    if (holder && !isLive(Number(holder))) await rm(path.join(dir, name), { force: true });
  }
  const iv = randomBytes(12);
  const header: BackupHeader = {
    format: 'boxbook-backup',
    formatVersion: FORMAT_VERSION,
    ...options.header,
    encryption: key ? { cipher: 'aes-256-gcm', iv: iv.toString('base64'), keyId: keyIdOf(key) } : null,
  };
  const prefix = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`);
  const finalName = backupFileName(new Date(header.createdAt));
  const temporary = path.join(dir, `.${finalName}.partial-${process.pid}`);
  const file = await open(temporary, 'wx');
  try {
    const hash = createHash('sha256');
    const write = async (bytes: Buffer) => {
      hash.update(bytes);
      await file.write(bytes);
    };
    await write(prefix);
    const cipher = key ? createCipheriv('aes-256-gcm', key, iv).setAAD(prefix) : null;
    const sink = async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) await write(chunk);
    };
    // One pipeline from the rows to the file: a failure at any stage (a query, the disk) ends it.
    const lines = Readable.from(batched(options.lines));
    if (cipher) await pipelineAsync(lines, createGzip(), cipher, sink);
    else await pipelineAsync(lines, createGzip(), sink);
    if (cipher) await write(cipher.getAuthTag());
    await file.write(`SHA256 ${hash.digest('hex')}\n`);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  const target = path.join(dir, finalName);
  // A hard link, not a rename: it never replaces a file of the same name (two backups in one
  // millisecond), so no earlier backup is ever lost to a newer one.
  try {
    await link(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
  // The new name itself reaches the disk only when the folder is synced.
  const folder = await open(dir, 'r');
  await folder.sync().finally(() => folder.close());
  return target;
}

/** Joins lines into chunks of about 64 KiB, so gzip is not called once per row. */
async function* batched(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let chunk = '';
  for await (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export interface OpenedBackup {
  header: BackupHeader;
  /** The body's lines, decrypted and decompressed; throws BackupFileError if they do not check. */
  lines(): AsyncGenerator<string>;
}

/**
 * Opens a backup and checks what can be checked without reading its content: that it is one,
 * complete, unaltered (SHA-256), of a format this version reads, and that `key` is its key.
 */
export async function openBackupFile(file: string, key?: Buffer): Promise<OpenedBackup> {
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new BackupFileError(`${file} does not exist.`);
    },
  );
  const handle = await open(file, 'r');
  let header: BackupHeader;
  let bodyStart: number;
  try {
    const head = Buffer.alloc(Math.min(size, MAX_HEADER));
    await handle.read(head, 0, head.length, 0);
    if (!head.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC)))
      throw new BackupFileError(`${file} is not a Boxbook backup.`);
    const headerEnd = head.indexOf('\n', MAGIC.length);
    if (headerEnd === -1)
      throw new BackupFileError(`${file} is incomplete (cut short while it was written or copied).`);
    try {
      header = JSON.parse(head.subarray(MAGIC.length, headerEnd).toString('utf8'));
    } catch {
      throw new BackupFileError(`${file} is damaged: its header cannot be read.`);
    }
    bodyStart = headerEnd + 1;
    const trailer = Buffer.alloc(TRAILER_LENGTH);
    if (size < bodyStart + TRAILER_LENGTH) throw new BackupFileError(`${file} is incomplete (cut short).`);
    await handle.read(trailer, 0, TRAILER_LENGTH, size - TRAILER_LENGTH);
    const expected = /^SHA256 ([0-9a-f]{64})\n$/.exec(trailer.toString('latin1'))?.[1];
    if (!expected)
      throw new BackupFileError(
        `${file} is incomplete: it has no checksum at its end (cut short while it was written or copied).`,
      );
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(file, { end: size - TRAILER_LENGTH - 1 })) hash.update(chunk);
    if (hash.digest('hex') !== expected)
      throw new BackupFileError(`${file} is damaged or was altered: its SHA-256 checksum does not match.`);
  } finally {
    await handle.close();
  }
  if (header.format !== 'boxbook-backup' || !Array.isArray(header.migrations))
    throw new BackupFileError(`${file} is not a Boxbook backup.`);
  if (header.formatVersion > FORMAT_VERSION)
    throw new BackupFileError(
      `${file} was written by a newer version of Boxbook (backup format ${header.formatVersion}); update Boxbook first.`,
    );
  const encryption = header.encryption;
  if (encryption && !key)
    throw new BackupFileError(`${file} is encrypted: set BACKUP_KEY to the key it was made with.`);
  if (encryption && key && keyIdOf(key) !== encryption.keyId)
    throw new BackupFileError(`BACKUP_KEY is not the key ${file} was encrypted with.`);
  const prefix = Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`);
  const bodyEnd = size - TRAILER_LENGTH - (encryption ? TAG_LENGTH : 0);

  async function* lines(): AsyncGenerator<string> {
    const source = createReadStream(file, { start: bodyStart, end: bodyEnd - 1 });
    let output: AsyncIterable<Buffer>;
    // pipeline() destroys every stream on an error, so the loop below throws it.
    if (encryption && key) {
      const tag = Buffer.alloc(TAG_LENGTH);
      const handle = await open(file, 'r');
      await handle.read(tag, 0, TAG_LENGTH, bodyEnd).finally(() => handle.close());
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encryption.iv, 'base64'));
      decipher.setAAD(prefix).setAuthTag(tag);
      output = pipeline(source, decipher, createGunzip(), () => {});
    } else output = pipeline(source, createGunzip(), () => {});
    // A character's bytes may be split between two chunks: the decoder keeps them together. A
    // line (a picture) can span many chunks: its pieces are joined once, at its end.
    const decoder = new StringDecoder('utf8');
    let pieces: string[] = [];
    try {
      for await (const chunk of output) {
        const text = decoder.write(chunk);
        let start = 0;
        for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
          pieces.push(text.slice(start, end));
          yield pieces.join('');
          pieces = [];
          start = end + 1;
        }
        if (start < text.length) pieces.push(text.slice(start));
      }
    } catch (error) {
      throw new BackupFileError(
        `${file} cannot be read (${(error as Error).message}): it is damaged, or BACKUP_KEY is not its key.`,
      );
    }
    if (pieces.length)
      throw new BackupFileError(`${file} is damaged: its content ends in the middle of a line.`);
  }
  return { header, lines };
}
