import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, signUp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function upload(cookie: string, content: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([content], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/image',
    headers: { origin: ORIGIN, cookie, 'content-type': request.headers.get('content-type')! },
    payload: body,
  });
}

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b82f6' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-camera' } } })
    .jpeg()
    .toBuffer();

describe('profile image upload', () => {
  it('re-encodes the picture as a 512 px WebP without metadata, and serves it to its owner only', async () => {
    const { agent } = await signUp(t.app);
    const response = await upload(agent.cookie!, await photo(), 'me.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const url = response.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(url).toMatch(/^\/api\/profile\/image\/[0-9a-f-]{36}$/);

    const image = await agent.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-gps-and-camera'))).toBe(false);

    const other = await signUp(t.app);
    expect((await other.agent.get(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('takes our avatars and the uploaded image as profileImageUrl, never a path that climbs out', async () => {
    const { agent } = await signUp(t.app);
    const traversal = await agent.patch('/api/auth/user', {
      profileImageUrl: '/avatars/../../api/auth/logout',
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().issues).toEqual([
      { code: 'profile.image', message: 'Choose one of the offered images', path: 'profileImageUrl' },
    ]);

    const avatar = await agent.patch('/api/auth/user', { profileImageUrl: '/avatars/owl.svg' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json()).toMatchObject({ profileImageUrl: '/avatars/owl.svg' });

    const uploaded = await upload(agent.cookie!, await photo(), 'me.jpg', 'image/jpeg');
    const url = uploaded.json<{ profileImageUrl: string }>().profileImageUrl;
    await agent.patch('/api/auth/user', { profileImageUrl: '/avatars/fox.svg' });
    const back = await agent.patch('/api/auth/user', { profileImageUrl: url });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ profileImageUrl: url });
  });

  it('judges a file by its content, not its name', async () => {
    const { agent, user } = await signUp(t.app);
    const response = await upload(
      agent.cookie!,
      Buffer.from('<script>alert(1)</script>'),
      'cat.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not an image we can read/);
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ id: user.id, profileImageUrl: null });
  });

  it('refuses more than 5 MB, and an empty form', async () => {
    const { agent } = await signUp(t.app);
    const big = await upload(agent.cookie!, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: 'The image is too large (5 MB at most)',
      code: 'profile.imageTooLarge',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/profile/image',
      headers: { origin: ORIGIN, cookie: agent.cookie!, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('needs a session and a same-origin request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/image',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(403);
  });
});
