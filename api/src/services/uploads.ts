import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import * as uploadRepository from '../repositories/uploads';
import type { FileStore } from './file-store';
import { BusinessError } from './business-error';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

interface Kind {
  mime: string;
  extension: string;
}

/** What a file is, from its first bytes — never from its name or the type the browser claims. */
export function sniff(bytes: Buffer): Kind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', extension: 'png' };
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return { mime: 'image/webp', extension: 'webp' };
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

/** The file's name as the uploader's computer gave it, kept for display: no control characters, 200 at most. */
export function displayName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200)
  );
}

/** Stores an upload in the file store, tied to its uploader; returns its URL. */
export async function storeUpload(db: Db, files: FileStore, ownerId: number, bytes: Buffer, originalName: string): Promise<string> {
  if (bytes.length === 0) throw new BusinessError('upload.missing');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new BusinessError('upload.tooLarge');
  const kind = sniff(bytes);
  if (!kind) throw new BusinessError('upload.type');
  const fileName = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  await files.put(fileName, bytes);
  try {
    await uploadRepository.insertUpload(db, { owner_id: ownerId, file_name: fileName, mime: kind.mime, size: bytes.length, original_name: displayName(originalName) });
  } catch (error) {
    // No file without its row: a refused insert leaves nothing behind.
    await files.remove(fileName);
    throw error;
  }
  return `/uploads/${fileName}`;
}

/** Refuses URLs of files that someone else uploaded (or that do not exist). */
export async function assertOwnUploads(db: Db, ownerId: number, urls: readonly string[]): Promise<void> {
  const names = [...new Set(urls.filter((url) => url.startsWith('/uploads/')).map((url) => url.slice('/uploads/'.length)))];
  if (names.length === 0) return;
  const rows = await uploadRepository.ownersOfUploads(db, names);
  if (rows.length !== names.length) throw new BusinessError('upload.invalidUrl');
  if (rows.some((row) => row.owner_id !== ownerId)) throw new BusinessError('upload.notYours');
}
