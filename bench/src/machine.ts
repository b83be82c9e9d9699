/** How busy the machine is with other work, sampled while the bench itself is idle. */
import fs from 'node:fs/promises';
import os from 'node:os';

export interface Busy {
  /** Share of all CPUs busy (normal priority and niced). */
  share: number;
  /** Part of it spent by niced processes, which mostly yield to the bench. */
  niced: number;
}

async function cpuTimes(): Promise<{ busy: number; nice: number; total: number } | undefined> {
  const stat = await fs.readFile('/proc/stat', 'utf8').catch(() => undefined);
  // cpu  user nice system idle iowait irq softirq steal (guest, guest_nice: already counted in user, nice)
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1, 9).map(Number);
  if (!fields || fields.length < 8 || fields.some(Number.isNaN)) return undefined;
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, nice: fields[1] ?? 0, total };
}

/** CPU use over the next `ms` (from /proc/stat; elsewhere the 1-minute load average per CPU, all counted as busy). */
export async function machineBusy(ms = 1000): Promise<Busy> {
  const before = await cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await cpuTimes();
  if (!before || !after || after.total === before.total) {
    return { share: Math.min(1, (os.loadavg()[0] ?? 0) / os.availableParallelism()), niced: 0 };
  }
  const total = after.total - before.total;
  return { share: (after.busy - before.busy) / total, niced: (after.nice - before.nice) / total };
}

/** utime + stime + cutime + cstime of one /proc/<pid>/stat line, in clock ticks. */
function statTicks(stat: string): { ppid: number; ticks: number } {
  // pid (comm) state ppid … utime stime cutime cstime: fields 14-17; comm may hold spaces and parentheses.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(rest[1]), ticks: [11, 12, 13, 14].reduce((sum, i) => sum + Number(rest[i] ?? 0), 0) };
}

/** The tree through /proc/<pid>/task/<tid>/children (a few files: about a millisecond); undefined without them. */
async function treeTicksByChildren(rootPid: number): Promise<number | undefined> {
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    const [stat, tasks] = await Promise.all([
      fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined),
      fs.readdir(`/proc/${pid}/task`).catch(() => undefined),
    ]);
    if (stat === undefined || tasks === undefined) {
      if (pid === rootPid) return undefined;
      continue; // exited meanwhile: its time goes to its parent's cutime once reaped
    }
    total += statTicks(stat).ticks;
    const lists = await Promise.all(
      tasks.map((tid) => fs.readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => undefined)),
    );
    if (pid === rootPid && lists.every((list) => list === undefined)) return undefined;
    for (const list of lists) stack.push(...(list ?? '').split(' ').filter(Boolean).map(Number));
  }
  return total;
}

/** The tree from every /proc/<pid>/stat (tens of milliseconds on a busy machine). */
async function treeTicksByScan(rootPid: number): Promise<number | undefined> {
  const entries = await fs.readdir('/proc').catch(() => undefined);
  if (!entries) return undefined;
  const stats = await Promise.all(
    entries
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)),
  );
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const stat of stats) {
    if (!stat) continue;
    const pid = Number(stat.slice(0, stat.indexOf(' ')));
    const { ppid, ticks: t } = statTicks(stat);
    ticks.set(pid, t);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  if (!ticks.has(rootPid)) return undefined;
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * CPU seconds (user + system, with reaped children) used so far by `rootPid` and all its descendants — for the
 * bench server: the node process and the embedded PostgreSQL (postmaster and backends). Undefined without /proc.
 */
export async function processTreeCpu(rootPid: number): Promise<number | undefined> {
  const ticks = (await treeTicksByChildren(rootPid)) ?? (await treeTicksByScan(rootPid));
  return ticks === undefined ? undefined : ticks / CLOCK_TICKS;
}

/** USER_HZ: the unit of /proc/<pid>/stat times; 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;
