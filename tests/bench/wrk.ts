/** Load from a second process: wrk (Debian: apt-get install wrk), run for a few seconds at a fixed concurrency. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireTool } from '../support/tools.ts';

export interface Load {
  requestsPerSecond: number;
  /** Answers that were not 2xx or 3xx (a 404 flood counts them all). */
  non2xx: number;
  latencyMs: number;
}

/**
 * `wrk -c32 -d10s`: a URL, or with `lua` a script that makes each request
 * (e.g. a new random path every time). Headers as `name: value` lines.
 * Asynchronous: a blocked event loop would leave this process's own
 * keep-alive sockets stale, and its next fetch would fail.
 */
export async function wrk(
  url: string,
  { seconds = 10, connections = 32, lua, headers = [] }: WrkOptions = {},
): Promise<Load> {
  requireTool('wrk');
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const header of headers) args.push('-H', header);
  if (lua) {
    const script = join(tmpdir(), `vitrine-wrk-${process.pid}.lua`);
    writeFileSync(script, lua);
    args.push('-s', script);
  }
  const { stdout: out } = await promisify(execFile)('wrk', [...args, url], { encoding: 'utf8' });
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const latency = /Latency\s+([\d.]+)(us|ms|s)/.exec(out);
  const scale = { us: 0.001, ms: 1, s: 1000 }[(latency?.[2] ?? 'ms') as 'us' | 'ms' | 's'];
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    latencyMs: Number(latency?.[1] ?? 0) * scale,
  };
}

interface WrkOptions {
  seconds?: number;
  connections?: number;
  lua?: string;
  headers?: string[];
}

/** A wrk script: every request a new path, from `shapes` in turn, with a counter and a random number. */
export function randomPathsLua(shapes: string[]): string {
  return `counter = 0
shapes = { ${shapes.map((shape) => JSON.stringify(shape)).join(', ')} }
request = function()
  counter = counter + 1
  return wrk.format("GET", shapes[(counter % #shapes) + 1] .. math.random(1, 1e9) .. "-" .. counter)
end
`;
}
