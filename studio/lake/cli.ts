/**
 * Runs the local Content Lake as a process, e.g. to build the site against it:
 *
 *   node --import tsx studio/lake/cli.ts --port 4010 --dataset-dir schemas/dataset
 *
 * Prints one JSON line on stdout, `{"url":"http://127.0.0.1:4010"}`, once it
 * listens; everything else goes to stderr. Exits on SIGTERM/SIGINT, when its
 * stdin closes (the parent went away) unless --ignore-stdin, and when the
 * idle timeout closes the lake. `npm run studio` (studio.ts) is the owner's
 * way to run it; this is the tests' and scripts' way.
 */
import { parseArgs } from 'node:util';
import { loadDataset } from '@vitrine/schemas/dataset';
import { startLake, type SanityDocument } from './server';

const USAGE = `Usage: cli.ts [--port N] [--dataset-dir DIR | --dataset-dir NAME=DIR]… [--dataset NAME]
              [--persist] [--local-user] [--project-id ID] [--token TOKEN] [--require-token] [--origin ORIGIN]…
              [--asset-base-url URL] [--idle-timeout MS] [--ignore-stdin] [--verbose]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'dataset-dir': { type: 'string', multiple: true, default: [] },
      dataset: { type: 'string', default: 'production' },
      persist: { type: 'boolean', default: false },
      'local-user': { type: 'boolean', default: false },
      'project-id': { type: 'string' },
      token: { type: 'string' },
      'require-token': { type: 'boolean', default: false },
      origin: { type: 'string', multiple: true, default: [] },
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
  const loadOptions = values['asset-base-url'] ? { assetBaseUrl: values['asset-base-url'] } : undefined;
  // The default dataset loads (and, with --persist, saves) through the lake; others are read once.
  let datasetDir: string | undefined;
  const datasets: Record<string, SanityDocument[]> = {};
  for (const spec of values['dataset-dir']) {
    const named = /^([A-Za-z0-9_-]+)=(.+)$/.exec(spec);
    const [name, dir] = named ? [named[1] as string, named[2] as string] : [values.dataset, spec];
    if (name === values.dataset) {
      loadDataset(dir); // fails now, naming the file, rather than after the port is taken
      datasetDir = dir;
    } else datasets[name] = loadDataset(dir, loadOptions);
  }

  const lake = await startLake({
    datasetDir,
    loadOptions,
    persist: values.persist,
    datasets,
    dataset: values.dataset,
    projectId: values['project-id'],
    token: values.token,
    requireToken: values['require-token'],
    localUser: values['local-user'],
    origins: values.origin,
    port,
    unref: false,
    idleTimeoutMs,
    onRequest: values.verbose
      ? (entry) =>
          process.stderr.write(
            `lake: ${entry.method} ${entry.path} → ${entry.status ?? 'dropped'} ${entry.query ?? ''}\n`,
          )
      : undefined,
  });

  const stop = (reason: string) => {
    process.stderr.write(`lake: closing (${reason})\n`);
    void lake.settled().then(() => lake.close());
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  if (!values['ignore-stdin']) {
    process.stdin.once('end', () => stop('stdin closed'));
    process.stdin.once('close', () => stop('stdin closed'));
    process.stdin.resume();
  }
  void lake.closed.then(() => process.exit(0));

  const names = [...(datasetDir ? [values.dataset] : []), ...Object.keys(datasets)];
  process.stderr.write(
    `lake: ${lake.url} serving ${names.length ? names.join(', ') : `an empty "${values.dataset}"`}\n`,
  );
  process.stdout.write(`${JSON.stringify({ url: lake.url })}\n`);
}

function integer(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} needs a whole number, got "${text}"`);
  return value;
}

main().catch((error: unknown) => {
  process.stderr.write(`lake: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(1);
});
