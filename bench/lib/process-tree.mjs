// Helpers for benches that start a whole command (npm, a shell, a supervisor and its workers):
// the resident memory of every process it started, read from Linux's /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** The pid of every process whose parent chain reaches `rootPid`, the root included. */
export function processTree(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory of one process in MiB, and its command line; null once it has ended. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, rssMiB: kib / 1024, command };
  } catch {
    return null;
  }
}

/** Whether a process still runs; a zombie waiting for its parent (or init) to reap it does not. */
export function isAlive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Every live process of the tree with its memory. */
export const treeMemory = (rootPid) => processTree(rootPid).flatMap((pid) => processMemory(pid) ?? []);

/** Median, min and max of a list of numbers, rounded to `digits` decimals. */
export function stats(values, digits = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10 ** digits) / 10 ** digits;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)) };
}
