import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds read from /proc (Linux) for the probes: a thread's, each thread's of this process,
 * and a PostgreSQL server's. On a busy machine a run's CPU compares where its clock times do not.
 */
const TICK = 100; // jiffies per second

/** A /proc stat file's name and CPU seconds (user + system), or null when it is gone. */
export function cpuOf(statPath: string): { name: string; cpu: number } | null {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), cpu: (Number(fields[11]) + Number(fields[12])) / TICK };
  } catch {
    return null;
  }
}

/** CPU seconds of each thread of this process, by thread id (the main thread's id is the process id). */
export function threadCpu(): Map<string, { name: string; cpu: number }> {
  const out = new Map<string, { name: string; cpu: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    const used = cpuOf(`/proc/self/task/${tid}/stat`);
    if (used) out.set(tid, used);
  }
  return out;
}

/** CPU seconds of a PostgreSQL server: the postmaster started on `dataDir` and its children. */
export function serverCpu(dataDir: string): number {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const read = (pid: string, file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  const postmaster = all.find((pid) => read(pid, 'cmdline').includes(dataDir));
  let total = 0;
  for (const pid of all) {
    const stat = read(pid, 'stat');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (pid === postmaster || fields[1] === postmaster) total += (Number(fields[11]) + Number(fields[12])) / TICK;
  }
  return total;
}
