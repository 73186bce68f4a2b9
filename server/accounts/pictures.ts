/**
 * Profile pictures: the app's own avatars and uploaded pictures.
 *
 * An upload is checked (JPEG, PNG or WebP by its first bytes and by decoding it, at most
 * `MAX_PICTURE_BYTES` and `MAX_PICTURE_PIXELS`, at least `MIN_PICTURE_SIDE` a side), turned
 * upright by its EXIF orientation, cropped square and re-encoded as a 256×256 and a 64×64
 * WebP. Re-encoding writes none of the file's metadata (EXIF, GPS, XMP, ICC comments), and
 * only the first frame of an animation is kept. sharp decodes on libuv's thread pool, so a
 * large picture does not hold the event loop. The pictures live in the database
 * (`user_pictures`, migration 0018) so that every server process serves them.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { UserRow } from './users';

export const MAX_PICTURE_BYTES = 5_000_000;
export const MAX_PICTURE_PIXELS = 40_000_000;
export const MIN_PICTURE_SIDE = 32;
export const PICTURE_SIZES = { large: 256, small: 64 } as const;

/** The app's own pictures, as api-spec's AvatarId lists them (public/avatars/<id>.svg). */
export const avatarUrl = (id: string) => `/avatars/${id}.svg`;

/** The address of an uploaded picture at one of its sizes. */
export const pictureUrl = (userId: number, hash: string, size: 256 | 64 = 256) =>
  `/pictures/${userId}-${hash}-${size}.webp`;

const PICTURE_FILE = /^(\d{1,10})-([0-9a-f]{20})-(256|64)\.webp$/;

type Format = 'jpeg' | 'png' | 'webp';

/** The file's type by its first bytes (its name and declared type are the sender's word). */
export function sniffFormat(bytes: Uint8Array): Format | undefined {
  const at = (offset: number, ascii: string) =>
    [...ascii].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && at(1, 'PNG\r\n\x1a\n')) return 'png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  return undefined;
}

export interface ResizedPicture {
  hash: string;
  large: Buffer;
  small: Buffer;
}

const unreadable = (detail: string) => new Failure(FAILURES.pictureUnreadable, detail);

/** Checks an uploaded file and makes its two sizes; refuses what is not a usable picture. */
export async function resizePicture(file: Buffer): Promise<ResizedPicture> {
  if (file.length > MAX_PICTURE_BYTES) {
    throw new Failure(FAILURES.pictureTooLarge, `${file.length} bytes`);
  }
  const format = sniffFormat(file);
  if (!format) throw unreadable('not a JPEG, PNG or WebP file');
  const open = () =>
    sharp(file, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', pages: 1 });
  let width: number;
  let height: number;
  try {
    const meta = await sharp(file, { limitInputPixels: false, pages: 1 }).metadata();
    if (meta.format !== format) throw unreadable(`the content is not ${format}`);
    // Width and height as shown, after the EXIF orientation turns the picture.
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch (error) {
    if (error instanceof Failure) throw error;
    throw unreadable('the image cannot be decoded');
  }
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new Failure(FAILURES.pictureTooLarge, `${width}×${height} pixels`);
  }
  if (Math.min(width, height) < MIN_PICTURE_SIDE) {
    throw unreadable(`${width}×${height} pixels`);
  }
  try {
    const square = await open()
      .rotate()
      .resize(PICTURE_SIZES.large, PICTURE_SIZES.large, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: square.info.width,
        height: square.info.height,
        channels: square.info.channels,
      },
    };
    const large = await sharp(square.data, raw).webp({ quality: 82 }).toBuffer();
    const small = await sharp(square.data, raw)
      .resize(PICTURE_SIZES.small, PICTURE_SIZES.small)
      .webp({ quality: 82 })
      .toBuffer();
    const hash = createHash('sha256').update(large).digest('hex').slice(0, 20);
    return { hash, large, small };
  } catch {
    throw unreadable('the image cannot be decoded');
  }
}

/**
 * Makes the upload the user's picture: its two sizes replace any earlier upload, and his
 * `image_url` points at the large one, in one statement.
 */
export async function setUploadedPicture(
  db: Queryable,
  userId: number,
  picture: ResizedPicture,
  now: Date,
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `WITH gone AS (
       DELETE FROM user_pictures WHERE user_id = $1 AND hash <> $2
     ), added AS (
       INSERT INTO user_pictures (user_id, hash, large, small, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, hash) DO NOTHING
     )
     UPDATE users SET image_url = $6 WHERE id = $1 RETURNING *`,
    [userId, picture.hash, picture.large, picture.small, now, pictureUrl(userId, picture.hash)],
  );
  return row!;
}

/** One stored size of a picture by its file name (`<user>-<hash>-<size>.webp`), if it exists. */
export async function readPicture(
  db: Queryable,
  fileName: string,
): Promise<{ bytes: Buffer; etag: string } | undefined> {
  const match = PICTURE_FILE.exec(fileName);
  if (!match) return undefined;
  const [, user, hash, size] = match;
  const [row] = await db.query<{ bytes: Uint8Array }>(
    `SELECT CASE WHEN $3 THEN large ELSE small END AS bytes
       FROM user_pictures WHERE user_id = $1 AND hash = $2`,
    [Number(user), hash, size === '256'],
  );
  return row && { bytes: Buffer.from(row.bytes), etag: `"${hash}-${size}"` };
}
