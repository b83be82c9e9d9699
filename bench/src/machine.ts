/** How busy the machine is with other work, sampled while the bench itself is idle. */
import fs from 'node:fs/promises';
import os from 'node:os';

async function cpuTimes(): Promise<{ busy: number; total: number } | undefined> {
  const stat = await fs.readFile('/proc/stat', 'utf8').catch(() => undefined);
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5 || fields.some(Number.isNaN)) return undefined;
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** Share of all CPUs busy over the next `ms` (from /proc/stat; the 1-minute load average per CPU elsewhere). */
export async function machineBusy(ms = 1000): Promise<number> {
  const before = await cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await cpuTimes();
  if (!before || !after || after.total === before.total) return Math.min(1, (os.loadavg()[0] ?? 0) / os.availableParallelism());
  return (after.busy - before.busy) / (after.total - before.total);
}
