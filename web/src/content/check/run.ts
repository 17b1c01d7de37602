/**
 * Runs the rules over a snapshot and puts the problems in the order the owner
 * reads them: errors first, then by rule, document and field. Pure.
 */
import type { ContentProblem } from './problem';
import type { ContentRule } from './rule';
import { RULES } from './rules';
import type { ContentSnapshot } from './snapshot';

export function checkSnapshot(snapshot: ContentSnapshot, rules: readonly ContentRule[] = RULES): ContentProblem[] {
  const codes = rules.flatMap((rule) => rule.codes);
  const text = (value: string | null) => value ?? '';
  // The same order from either source, whatever order its documents come in.
  return rules
    .flatMap((rule) => rule.check(snapshot))
    .sort(
      (a, b) =>
        Number(b.severity === 'error') - Number(a.severity === 'error') ||
        codes.indexOf(a.code) - codes.indexOf(b.code) ||
        text(a.documentId).localeCompare(text(b.documentId)) ||
        text(a.path).localeCompare(text(b.path)) ||
        text(a.language).localeCompare(text(b.language)),
    );
}

export interface CheckSummary {
  errors: number;
  warnings: number;
}

export function summarize(problems: readonly ContentProblem[]): CheckSummary {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return { errors, warnings: problems.length - errors };
}

/**
 * Whether the build must stop: on an error always, on a warning only when the
 * owner asked for it (CONTENT_STRICT=1).
 */
export function failsBuild(problems: readonly ContentProblem[], strict: boolean): boolean {
  const { errors, warnings } = summarize(problems);
  return errors > 0 || (strict && warnings > 0);
}
