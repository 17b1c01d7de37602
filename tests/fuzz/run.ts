/**
 * The runner: sends requests `start … start + requests - 1` of a seed with
 * bounded concurrency, checks each answer, and sums up: counts by status
 * class and by check, failure classes with example indexes, and the first
 * failing requests in full, each with the command that replays it.
 */
import { CHECKS, checkOutcome, policyFor, show, type CheckName, type Finding } from './checks.ts';
import { generateRequest, type FuzzRequest } from './generate.ts';
import type { SiteMap } from './routes.ts';
import { send, type Outcome } from './wire.ts';

export interface RunOptions {
  /** The site's origin, e.g. http://127.0.0.1:3000. */
  url: string;
  seed: number;
  requests: number;
  /** The index of the first request (default 0): a long run can be split or resumed. */
  start?: number;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Per request; an answer later than this is a `timeout` failure (default 10 s). */
  timeoutMs?: number;
  site: SiteMap;
  /** How many failing requests to keep in full (default 25); every one is counted. */
  keepFailures?: number;
  onProgress?: (done: number, failing: number) => void;
}

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'other', 'timeout', 'no-answer'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface Failure {
  index: number;
  family: FuzzRequest['family'];
  note: string;
  method: string;
  target: string;
  host: string | null | undefined;
  headers: string[];
  bodyBytes: number;
  status: number | 'timeout' | 'no-answer';
  findings: Finding[];
}

export interface FailureClass {
  check: CheckName;
  family: FuzzRequest['family'];
  status: Failure['status'];
  count: number;
  examples: number[];
}

export interface Summary {
  url: string;
  seed: number;
  /** The run knew the site's preview secret (SiteMap.previewSecret): replays need it. */
  withSecret: boolean;
  start: number;
  requests: number;
  ms: number;
  byStatus: Record<StatusClass, number>;
  /** Requests with at least one finding of that check. */
  byCheck: Record<CheckName, number>;
  failing: number;
  /** Answer times of the answered requests: median, 99th percentile, and the slowest with its index. */
  latency: { p50: number; p99: number; max: number; maxIndex: number | null };
  /** Answers whose body holds the request's own marker token in some form: what the reflection check had to judge. */
  echoed: number;
  classes: FailureClass[];
  failures: Failure[];
}

export function statusClass(outcome: Outcome): StatusClass {
  if (outcome.kind !== 'response') return outcome.kind;
  const { status } = outcome.response;
  return status >= 200 && status < 600 ? (`${Math.floor(status / 100)}xx` as StatusClass) : 'other';
}

export function describeFailure(request: FuzzRequest, outcome: Outcome, findings: Finding[]): Failure {
  return {
    index: request.index,
    family: request.family,
    note: request.note,
    method: request.method,
    target: request.target.slice(0, 2_000),
    host: request.host,
    // Cut: a run keeps some of these, and a header can be 70 kB.
    headers: request.headers.map(([name, value]) => `${name}: ${value}`.slice(0, 300)),
    bodyBytes: request.body === undefined ? 0 : Buffer.byteLength(request.body),
    status: outcome.kind === 'response' ? outcome.response.status : outcome.kind,
    findings,
  };
}

export async function runFuzz(options: RunOptions): Promise<Summary> {
  const { url, seed, requests, site } = options;
  const start = options.start ?? 0;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const keep = options.keepFailures ?? 25;
  const origin = new URL(url);
  const policy = policyFor(origin, seed, site);

  const byStatus = Object.fromEntries(STATUS_CLASSES.map((name) => [name, 0])) as Record<StatusClass, number>;
  const byCheck = Object.fromEntries(CHECKS.map((name) => [name, 0])) as Record<CheckName, number>;
  const classes = new Map<string, FailureClass>();
  const failures: Failure[] = [];
  let failing = 0;
  let echoed = 0;
  let done = 0;
  const answerMs: number[] = [];
  let slowest: { ms: number; index: number } | null = null;
  let next = start;
  const end = start + requests;
  const started = performance.now();

  const worker = async () => {
    while (next < end) {
      const request = generateRequest(seed, next++, site);
      const outcome = await send(request, origin, timeoutMs);
      byStatus[statusClass(outcome)]++;
      if (outcome.kind === 'response') {
        answerMs.push(outcome.ms);
        if (!slowest || outcome.ms > slowest.ms) slowest = { ms: outcome.ms, index: request.index };
      }
      if (outcome.kind === 'response' && outcome.response.body.includes(request.token)) echoed++;
      const findings = checkOutcome(request, outcome, policy);
      if (findings.length > 0) {
        failing++;
        const failure = describeFailure(request, outcome, findings);
        for (const check of new Set(findings.map((finding) => finding.check))) {
          byCheck[check]++;
          const key = `${check} ${request.family} ${failure.status}`;
          const entry = classes.get(key) ?? {
            check,
            family: request.family,
            status: failure.status,
            count: 0,
            examples: [],
          };
          entry.count++;
          entry.examples = keepLowest(entry.examples, request.index, 3);
          classes.set(key, entry);
        }
        // The lowest indexes, whatever order the answers came in: the same run lists the same requests.
        if (failures.length < keep || request.index < failures.at(-1)!.index) {
          failures.splice(sortedIndex(failures, request.index), 0, failure);
          if (failures.length > keep) failures.pop();
        }
      }
      options.onProgress?.(++done, failing);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker));

  return {
    url,
    seed,
    withSecret: site.previewSecret !== undefined,
    start,
    requests,
    ms: Math.round(performance.now() - started),
    byStatus,
    byCheck,
    failing,
    latency: latencyOf(answerMs, slowest),
    echoed,
    classes: [...classes.values()].sort((a, b) => b.count - a.count || a.examples[0]! - b.examples[0]!),
    failures,
  };
}

function latencyOf(ms: number[], slowest: { ms: number; index: number } | null): Summary['latency'] {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: slowest?.ms ?? 0, maxIndex: slowest?.index ?? null };
}

function sortedIndex(failures: readonly Failure[], index: number): number {
  let at = failures.length;
  while (at > 0 && failures[at - 1]!.index > index) at--;
  return at;
}

function keepLowest(examples: readonly number[], index: number, count: number): number[] {
  return [...examples, index].sort((a, b) => a - b).slice(0, count);
}

/**
 * The command that sends request `index` of `seed` again and prints the whole exchange. A run that
 * knew the preview secret sent it in some requests: the replay needs it too (never printed here).
 */
export function replayCommand(url: string, seed: number, index: number, withSecret = false): string {
  const secret = withSecret ? ' --preview-secret <the PREVIEW_SECRET of the site>' : '';
  return `npm run fuzz -w @vitrine/tests -- --url ${url} --seed ${seed}${secret} --index ${index}`;
}

export function formatFailure(failure: Failure, summary: Pick<Summary, 'url' | 'seed' | 'withSecret'>): string {
  const lines = [
    `#${failure.index} [${failure.family}: ${failure.note}] ${show(failure.method, 20)} ${show(failure.target, 140)} → ${failure.status}`,
  ];
  if (failure.host !== undefined) lines.push(`    Host: ${failure.host === null ? '(none)' : show(failure.host, 80)}`);
  for (const line of failure.headers.slice(0, 6)) lines.push(`    ${show(line, 120)}`);
  if (failure.headers.length > 6) lines.push(`    …and ${failure.headers.length - 6} more headers`);
  if (failure.bodyBytes) lines.push(`    (${failure.bodyBytes}-byte body)`);
  for (const finding of failure.findings) lines.push(`  ✗ ${finding.check}: ${finding.detail}`);
  lines.push(`    replay: ${replayCommand(summary.url, summary.seed, failure.index, summary.withSecret)}`);
  return lines.join('\n');
}

export function formatSummary(summary: Summary, { failures = 10 }: { failures?: number } = {}): string {
  const seconds = summary.ms / 1000;
  const count = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([name, value]) => `${name} ${value}`)
      .join(' · ');
  const lines = [
    `fuzz ${summary.url}: ${summary.requests} requests (#${summary.start}–#${summary.start + summary.requests - 1}), seed ${summary.seed}, ${seconds.toFixed(1)} s (${Math.round(summary.requests / Math.max(seconds, 0.001))} req/s)`,
    `status: ${count(summary.byStatus)}`,
    `checks: ${count(summary.byCheck)}`,
    `answered in: median ${summary.latency.p50} ms · p99 ${summary.latency.p99} ms · slowest ${summary.latency.max} ms${summary.latency.maxIndex === null ? '' : ` (#${summary.latency.maxIndex})`}`,
    `markers echoed back (escaped or not): ${summary.echoed}`,
    `failing requests: ${summary.failing} (${((100 * summary.failing) / Math.max(1, summary.requests)).toFixed(1)} %)`,
  ];
  if (summary.classes.length) {
    lines.push('failure classes (check · family · status: count, e.g. #index):');
    for (const entry of summary.classes) {
      lines.push(
        `  ${entry.check} · ${entry.family} · ${entry.status}: ${entry.count} (e.g. ${entry.examples.map((i) => `#${i}`).join(', ')})`,
      );
    }
  }
  const shown = summary.failures.slice(0, failures);
  if (shown.length) {
    lines.push(`first ${shown.length} failing requests:`);
    for (const failure of shown) lines.push(formatFailure(failure, summary));
  }
  return lines.join('\n');
}
