/**
 * zod probes whether it may compile parsers with `new Function`; the server's CSP forbids eval, so the probe
 * fails and Chrome reports it as a CSP issue on every signed-in page (Lighthouse's best practices count it).
 * Its JIT cannot run under that CSP anyway: turn it off through zod's own shared config object, which zod reads
 * when its lazily loaded chunk runs, and which it also keeps if it was already loaded.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
