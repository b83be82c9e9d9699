import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileImages, users } from '../../db/schema';

/** Replaces the user's picture (a new id each time, so its URL can be cached for good) and points the profile at it. */
export async function replaceProfileImage(
  db: Db,
  userId: string,
  content: Buffer,
  contentType: string,
  url: (id: string) => string,
) {
  return db.transaction(async (tx) => {
    await tx.delete(profileImages).where(eq(profileImages.userId, userId));
    const [image] = await tx
      .insert(profileImages)
      .values({ userId, content, contentType })
      .returning({ id: profileImages.id });
    const [user] = await tx
      .update(users)
      .set({ profileImageUrl: url(image!.id) })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  });
}

export async function findProfileImage(db: Db, userId: string, imageId: string) {
  const [row] = await db
    .select({ content: profileImages.content, contentType: profileImages.contentType })
    .from(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.userId, userId)))
    .limit(1);
  return row;
}
