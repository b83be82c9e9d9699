import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileImages } from '../../db/schema';

/** Replaces the user's picture with a new row (a new id each time, so its URL can be cached for good); its id. */
export async function replaceProfileImage(db: Db, userId: string, content: Buffer, contentType: string) {
  await db.delete(profileImages).where(eq(profileImages.userId, userId));
  const [image] = await db
    .insert(profileImages)
    .values({ userId, content, contentType })
    .returning({ id: profileImages.id });
  return image!.id;
}

export async function findProfileImage(db: Db, userId: string, imageId: string) {
  const [row] = await db
    .select({ content: profileImages.content, contentType: profileImages.contentType })
    .from(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.userId, userId)))
    .limit(1);
  return row;
}
