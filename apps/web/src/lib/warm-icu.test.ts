import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.documentElement.lang = 'en';
  // The worker module's handler, set on the test page's `self`.
  self.onmessage = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The module afresh: it warms once a page. */
async function freshWarm() {
  vi.resetModules();
  return (await import('./warm-icu.ts')).warmIcu;
}

/** A Worker that records what it was given; calling its `onerror` plays a script that could not load. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

function spyOnFormats() {
  return {
    dates: vi.spyOn(Intl, 'DateTimeFormat'),
    plurals: vi.spyOn(Intl, 'PluralRules'),
    numbers: vi.spyOn(Intl, 'NumberFormat'),
  };
}

/** The module afresh in a page with FakeWorker, fake timers and spies on the formats. */
async function withFakeWorker() {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  const warmIcu = await freshWarm();
  vi.useFakeTimers();
  return { warmIcu, ...spyOnFormats() };
}

describe('warmIcu', () => {
  it("hands the page's language to a worker, once a page, and builds no format on the main thread", async () => {
    const { warmIcu, dates, plurals, numbers } = await withFakeWorker();
    warmIcu('it');
    warmIcu('it');
    vi.runAllTimers();
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/warm-icu\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.posted).toEqual(['it']);
    expect([dates, plurals, numbers].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    worker?.onmessage?.(new MessageEvent('message', { data: 'warm' }));
    expect(worker?.terminated).toBe(true);
  });

  it('warms on the main thread, one format a task, when the worker fails', async () => {
    const { warmIcu, dates, plurals, numbers } = await withFakeWorker();
    warmIcu('it');
    FakeWorker.made[0]?.onerror?.(new Event('error'));
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    // Three tasks, none run yet: date, plural and number formats apart.
    expect(vi.getTimerCount()).toBe(3);
    expect(dates).not.toHaveBeenCalled();
    vi.runAllTimers();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(dates).toHaveBeenCalledWith('it', expect.objectContaining({ timeZone: zone, dateStyle: 'full' }));
    expect(plurals).toHaveBeenCalledWith('it');
    expect(numbers).toHaveBeenCalledWith('it');
  });

  it("warms on the main thread where there are no workers, in the page's language", async () => {
    vi.stubGlobal('Worker', undefined);
    const warmIcu = await freshWarm();
    vi.useFakeTimers();
    document.documentElement.lang = 'it';
    const { plurals, numbers } = spyOnFormats();
    warmIcu();
    expect(plurals).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(plurals).toHaveBeenCalledWith('it');
    expect(numbers).toHaveBeenCalledWith('it');
    warmIcu();
    vi.runAllTimers();
    expect(plurals).toHaveBeenCalledOnce();
  });

  it('carries on when a format throws (an engine without the language)', async () => {
    vi.stubGlobal('Worker', undefined);
    const warmIcu = await freshWarm();
    vi.useFakeTimers();
    vi.spyOn(Intl, 'PluralRules').mockImplementation(() => {
      throw new RangeError('no data');
    });
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    warmIcu('en');
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(numbers).toHaveBeenCalledWith('en');
  });
});

describe('the warm-up worker', () => {
  it('builds each format in the language it is sent, then answers, even when one of them throws', async () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    vi.spyOn(Intl, 'PluralRules').mockImplementation(() => {
      throw new RangeError('no data');
    });
    const answers = vi.spyOn(self, 'postMessage').mockImplementation(() => undefined);
    vi.resetModules();
    await import('./warm-icu.worker.ts');
    self.onmessage?.(new MessageEvent('message', { data: 'it' }));
    expect(dates).toHaveBeenCalledWith('it', expect.objectContaining({ dateStyle: 'full' }));
    expect(numbers).toHaveBeenCalledWith('it');
    expect(answers).toHaveBeenCalledWith('warm');
  });
});
