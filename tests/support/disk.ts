/** Sizes the tests and the bench compare: a folder's bytes on disk, a process's (or a process tree's) resident memory. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, in bytes (0 for a folder that does not exist). */
export function folderBytes(dir: string): number {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of entries) {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    total += stat.isDirectory() ? folderBytes(path) : stat.size;
  }
  return total;
}

/** A process's resident set, in bytes (Linux /proc). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

export const MiB = 1024 * 1024;

/** A process and all its descendants' resident sets, in bytes: what a build (next build and its workers) holds. */
export function treeResidentBytes(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so read after the last `)`.
    const stat = safeRead(`/proc/${name}/stat`);
    const ppid = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  let total = 0;
  for (const stack = [pid]; stack.length;) {
    const next = stack.pop()!;
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(safeRead(`/proc/${next}/status`) ?? '')?.[1];
    total += Number(kb ?? 0) * 1024;
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

/** Samples `read()` every `intervalMs` until `stop()`, which returns the largest value seen. */
export function peakOf(read: () => number, intervalMs = 100): { stop(): number } {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, read());
    } catch {
      // the process exited between two samples
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
