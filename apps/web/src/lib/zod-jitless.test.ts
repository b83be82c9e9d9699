import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod without its JIT (the CSP forbids eval)', () => {
  it('is configured before the app parses anything, so zod never probes `new Function`', async () => {
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(z.config().jitless).toBe(true);
    // eval works here (Node): only the configuration keeps zod from probing it.
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
