import sharp from 'sharp';
import type { User } from '@track-grow/domain/auth';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { setProfileImageUrl, toUserDto } from '../auth/service';
import * as q from './queries';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const notAnImage = 'profile.notAnImage';

/**
 * Checks the upload by its content, not its name, and re-encodes it: turned upright, cropped square to
 * 512 px, metadata (GPS and all) dropped, saved as WebP. Whatever was hidden in the original is not kept.
 */
export async function reencodeProfileImage(input: Buffer): Promise<{ content: Buffer; contentType: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { failOn: 'error' }).metadata()).format;
  } catch {
    throw new HttpError(400, notAnImage);
  }
  if (!format || !READABLE.has(format)) throw new HttpError(400, notAnImage);
  try {
    const content = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(512, 512, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { content, contentType: 'image/webp' };
  } catch {
    throw new HttpError(400, notAnImage);
  }
}

/**
 * Saves a new picture (re-encoded) as the user's one image and points the profile at its URL, in one
 * transaction; the updated user.
 */
export async function uploadProfileImage(
  deps: { db: Database },
  userId: string,
  upload: Buffer,
  urlOf: (id: string) => string,
): Promise<User> {
  const { content, contentType } = await reencodeProfileImage(upload);
  const user = await deps.db.transaction(async (tx) => {
    const id = await q.replaceProfileImage(tx, userId, content, contentType);
    return setProfileImageUrl(tx, userId, urlOf(id));
  });
  return toUserDto(user);
}

/** The user's picture of this id, or a 404. */
export async function profileImage(deps: { db: Database }, userId: string, imageId: string) {
  const image = await q.findProfileImage(deps.db, userId, imageId);
  if (!image) throw new HttpError(404, 'profile.imageNotFound');
  return image;
}
