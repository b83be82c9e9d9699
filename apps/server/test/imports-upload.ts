import type { App } from '../src/app';
import { ORIGIN } from './helpers';

/** Posts a multipart form as a browser would: the file in `file`, then the text fields. */
export async function postImport(
  app: App,
  url: string,
  cookie: string | undefined,
  file: Uint8Array | undefined,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file]), 'export');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A file well over the upload limit (10 MB). */
export const fiftyMegabytes = () => new Uint8Array(50 * 1024 * 1024).fill(0x41);
