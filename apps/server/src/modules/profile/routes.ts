import multipart from '@fastify/multipart';
import { userSchema } from '@track-grow/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { toUserDto } from '../auth/service';
import type { AreaDeps } from '../areas';
import { findProfileImage, replaceProfileImage } from './queries';
import { MAX_IMAGE_BYTES, reencodeProfileImage } from './service';

export const PROFILE_IMAGE_PATH = '/api/profile/image';

export const profileRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    PROFILE_IMAGE_PATH,
    { schema: { response: { 200: userSchema } }, preHandler: app.requireUser },
    async (request) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw new HttpError(400, 'Choose an image to upload');
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        throw new HttpError(413, 'The image is too large (5 MB at most)');
      }
      const { content, contentType } = await reencodeProfileImage(buffer);
      const user = await replaceProfileImage(
        db,
        request.user!.id,
        content,
        contentType,
        (id) => `${PROFILE_IMAGE_PATH}/${id}`,
      );
      return toUserDto(user);
    },
  );

  app.get(
    `${PROFILE_IMAGE_PATH}/:id`,
    { schema: { params: z.object({ id: z.uuid() }) }, preHandler: app.requireUser },
    async (request, reply) => {
      const image = await findProfileImage(db, request.user!.id, request.params.id);
      if (!image) throw new HttpError(404, 'Image not found');
      // A new upload gets a new id: this one never changes.
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.content);
    },
  );
};
