import { Inflate } from 'fflate';
import { slicer } from '../../lib/event-loop';

/** Why an archive is refused: unreadable (400), or more than the limits allow (413). */
export class ZipRefused extends Error {
  constructor(readonly code: 'imports.notZip' | 'imports.zipTooLarge' | 'imports.zipTooManyFiles') {
    super(code);
  }
}

export interface ZipLimits {
  /** Entries the archive may list. */
  maxEntries: number;
  /** Bytes all the entries read may inflate to, together. */
  maxTotalBytes: number;
}

interface Entry {
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  localHeader: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compressed bytes handed to the inflater at a time: deflate expands ~1000 times at most, so ~1 MB out. */
const STEP = 1024;

const notZip = () => new ZipRefused('imports.notZip');

/**
 * Reads a zip archive through its central directory (sizes there are right even where the local headers
 * leave them to a trailing descriptor, as Java's ZipOutputStream does). Refuses an archive listing more
 * than `maxEntries`, and stops inflating as soon as the entries read pass `maxTotalBytes` or an entry
 * inflates past its declared size: a zip bomb costs at most the limit, never its claimed size.
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  if (bytes.length < 22) throw notZip();

  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (u32(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) throw notZip();
  const count = u16(end + 10);
  const directory = u32(end + 16);
  // 0xffff and 0xffffffff mark ZIP64, which no export this takes needs.
  if (count === 0xffff || directory === 0xffffffff || directory + u32(end + 12) > end) throw notZip();
  if (count > limits.maxEntries) throw new ZipRefused('imports.zipTooManyFiles');

  const names = new TextDecoder();
  const entries = new Map<string, Entry>();
  let at = directory;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(at) !== DIRECTORY_ENTRY) throw notZip();
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > end) throw notZip();
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (!entries.has(name))
      entries.set(name, {
        method: u16(at + 10),
        encrypted: (u16(at + 8) & 1) === 1,
        compressedSize: u32(at + 20),
        size: u32(at + 24),
        localHeader: u32(at + 42),
      });
    at = next;
  }

  let budget = limits.maxTotalBytes;

  /** One entry's bytes; they count against the archive's budget. */
  async function read(name: string): Promise<Uint8Array> {
    const entry = entries.get(name);
    if (!entry) throw notZip();
    if (entry.size > budget) throw new ZipRefused('imports.zipTooLarge');
    const local = entry.localHeader;
    if (entry.encrypted || local + 30 > bytes.length || u32(local) !== LOCAL_HEADER) throw notZip();
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw notZip();
    const content =
      entry.method === 0 ? data : entry.method === 8 ? await inflate(data, entry.size) : undefined;
    if (!content || content.length !== entry.size) throw notZip();
    budget -= content.length;
    return content;
  }

  return { names: [...entries.keys()], read };
}

/**
 * Raw deflate data inflated in small steps, stopped as soon as it passes the size its entry declared; other
 * requests run between the steps.
 */
async function inflate(data: Uint8Array, size: number): Promise<Uint8Array> {
  const pause = slicer();
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) throw notZip();
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += STEP) {
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
      await pause();
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    // fflate's own errors: the deflate stream is broken.
    throw notZip();
  }
  return out.subarray(0, written);
}
