import sharp from 'sharp';
import { HttpError } from '../../plugins/errors';

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
