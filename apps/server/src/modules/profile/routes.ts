import multipart from '@fastify/multipart';
import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { HttpError } from '../../plugins/errors';
import type { AreaDeps } from '../areas';
import { MAX_IMAGE_BYTES, profileImage, uploadProfileImage } from './service';

const p = api.profile;
const imageUrl = (id: string) => p.image.path.replace(':id', id);

export const profileRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
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
    return uploadProfileImage(deps, user.id, buffer, imageUrl);
  });

  route(app, p.image, async ({ user, params, reply }) => {
    const image = await profileImage(deps, user.id, params.id);
    // A new upload gets a new id: this one never changes.
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(image.content);
  });
};
