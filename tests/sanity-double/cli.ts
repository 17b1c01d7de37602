/**
 * Runs the Sanity double as a process, e.g. to build the site against it:
 *
 *   node --experimental-strip-types tests/sanity-double/cli.ts --port 4010 --dataset-dir schemas/dataset
 *   node --import tsx tests/sanity-double/cli.ts …        (Node 20: it has no type stripping)
 *
 * Prints one JSON line on stdout, `{"url":"http://127.0.0.1:4010"}`, once it
 * listens; everything else goes to stderr. Exits on SIGTERM/SIGINT, when its
 * stdin closes (the parent went away) unless --ignore-stdin, and when the
 * idle timeout closes the double.
 */
import { parseArgs } from 'node:util';
import { startSanityDouble, type SanityDocument } from './server.ts';
import { loadDataset } from '@vitrine/schemas/dataset';

const USAGE = `Usage: cli.ts [--port N] [--dataset-dir DIR | --dataset-dir NAME=DIR]… [--dataset NAME]
              [--project-id ID] [--token TOKEN] [--require-token] [--asset-base-url URL]
              [--idle-timeout MS] [--ignore-stdin] [--verbose]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'dataset-dir': { type: 'string', multiple: true, default: [] },
      dataset: { type: 'string', default: 'production' },
      'project-id': { type: 'string' },
      token: { type: 'string' },
      'require-token': { type: 'boolean', default: false },
      'asset-base-url': { type: 'string' },
      'idle-timeout': { type: 'string', default: '0' },
      'ignore-stdin': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = integer(values.port, '--port');
  const idleTimeoutMs = integer(values['idle-timeout'], '--idle-timeout');
  const loadOptions = values['asset-base-url'] ? { assetBaseUrl: values['asset-base-url'] } : {};
  const datasets: Record<string, SanityDocument[]> = {};
  for (const spec of values['dataset-dir']) {
    const named = /^([A-Za-z0-9_-]+)=(.+)$/.exec(spec);
    const [name, dir] = named ? [named[1] as string, named[2] as string] : [values.dataset, spec];
    datasets[name] = loadDataset(dir, loadOptions);
  }

  const double = await startSanityDouble({
    datasets,
    dataset: values.dataset,
    projectId: values['project-id'],
    token: values.token,
    requireToken: values['require-token'],
    port,
    unref: false,
    idleTimeoutMs,
    onRequest: values.verbose
      ? (entry) =>
          process.stderr.write(
            `sanity-double: ${entry.method} ${entry.path} → ${entry.status ?? 'dropped'} ${entry.query ?? ''}\n`,
          )
      : undefined,
  });

  const stop = (reason: string) => {
    process.stderr.write(`sanity-double: closing (${reason})\n`);
    void double.close();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  if (!values['ignore-stdin']) {
    process.stdin.once('end', () => stop('stdin closed'));
    process.stdin.once('close', () => stop('stdin closed'));
    process.stdin.resume();
  }
  void double.closed.then(() => process.exit(0));

  const names = Object.keys(datasets);
  process.stderr.write(
    `sanity-double: ${double.url} serving ${names.length ? names.join(', ') : `an empty "${values.dataset}"`}\n`,
  );
  process.stdout.write(`${JSON.stringify({ url: double.url })}\n`);
}

function integer(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} needs a whole number, got "${text}"`);
  return value;
}

main().catch((error: unknown) => {
  process.stderr.write(`sanity-double: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(1);
});
