import type { ContentProblem } from './problem';
import type { ContentSnapshot } from './snapshot';

/**
 * One rule of the content check: it reads the snapshot and names each
 * problem it finds. Rules are listed in rules.ts; a new one is a module
 * exporting a `ContentRule`, added to that list.
 */
export interface ContentRule {
  /** A short name for logs and tests, e.g. 'references'. */
  name: string;
  /** The problem codes it can report. */
  codes: readonly string[];
  check(snapshot: ContentSnapshot): ContentProblem[];
}

/** A warning: the site works around it (leaves the broken part out). */
export function warning(problem: Omit<ContentProblem, 'severity'>): ContentProblem {
  return { severity: 'warning', ...problem };
}

/** An error: the site cannot work around it, and the build stops. */
export function error(problem: Omit<ContentProblem, 'severity'>): ContentProblem {
  return { severity: 'error', ...problem };
}
