import multipart from '@fastify/multipart';
import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { HttpError } from '../../plugins/errors';
import { toUserDto } from '../auth/service';
import type { AreaDeps } from '../areas';
import { findProfileImage, replaceProfileImage } from './queries';
import { MAX_IMAGE_BYTES, reencodeProfileImage } from './service';

const p = api.profile;
const imageUrl = (id: string) => p.image.path.replace(':id', id);

export const profileRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  route(app, p.uploadImage, async ({ user, request }) => {
    const file = await request.file().catch(() => undefined);
    if (!file) throw new HttpError(400, 'profile.imageMissing');
    let buffer: Buffer;
    try {
      buffer = await file.toBuffer();
    } catch {
      throw new HttpError(413, 'profile.imageTooLarge');
    }
    const { content, contentType } = await reencodeProfileImage(buffer);
    return toUserDto(await replaceProfileImage(db, user.id, content, contentType, imageUrl));
  });

  route(app, p.image, async ({ user, params, reply }) => {
    const image = await findProfileImage(db, user.id, params.id);
    if (!image) throw new HttpError(404, 'profile.imageNotFound');
    // A new upload gets a new id: this one never changes.
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(image.content);
  });
};
