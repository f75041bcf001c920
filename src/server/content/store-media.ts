import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/app-error';

/** What an admin may upload, recognised by its first bytes as well as its declared type. */
const kinds = {
  'video/webm': {
    ext: 'webm',
    magic: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
  'video/mp4': { ext: 'mp4', magic: (b: Buffer) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  'image/jpeg': {
    ext: 'jpg',
    magic: (b: Buffer) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  'image/png': {
    ext: 'png',
    magic: (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  },
  'image/webp': {
    ext: 'webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;

export const mediaTypes = Object.keys(kinds);
export const uploadsPrefix = '/media/uploads/';
export const uploadsDir = (dataDir: string) => path.resolve(dataDir, 'media', 'uploads');

/** Writes an uploaded file under a random name and returns the URL it is served at. */
export async function storeMedia(
  dataDir: string,
  contentType: string,
  body: Buffer,
): Promise<string> {
  const kind = kinds[contentType.split(';')[0]?.trim().toLowerCase() as keyof typeof kinds];
  if (!kind)
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Upload an MP4 or WebM video, or a JPEG, PNG or WebP image.',
    );
  if (body.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  if (!kind.magic(body))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file does not look like its declared type.');
  const dir = uploadsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${kind.ext}`;
  await fs.writeFile(path.join(dir, name), body, { flag: 'wx' });
  return uploadsPrefix + name;
}
