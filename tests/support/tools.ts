/** Programs from the system the bench and some e2e tests run (wrk, nginx, openssl), checked before use. */
import { spawnSync } from 'node:child_process';

export function requireTool(name: string, apt = name): void {
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0) {
    throw new Error(`${name} is not installed: this needs it (Debian/Ubuntu: sudo apt-get install -y ${apt}).`);
  }
}
