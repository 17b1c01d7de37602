/**
 * The content check's report, as the build log and `npm run content:check`
 * print it: one block per problem with where it is and what to do. Control
 * characters from the content are shown as `\u0007`, never sent to the
 * terminal. Pure.
 */
import { CONTROL_CHARACTERS } from '@/text/control-characters';
import type { ContentProblem } from './problem';
import { summarize } from './run';

const ALL_CONTROLS = new RegExp(CONTROL_CHARACTERS.source, 'g');
const visible = (text: string) =>
  text.replace(ALL_CONTROLS, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Where a problem is: `article article-calm-en (en) slug.current`. */
export function locate(problem: ContentProblem): string {
  const parts = [
    [problem.documentType, problem.documentId].filter(Boolean).join(' '),
    problem.language ? `(${problem.language})` : '',
    problem.path ?? '',
  ];
  return parts.filter(Boolean).join(' ');
}

export function formatReport(problems: readonly ContentProblem[], source: string): string {
  const { errors, warnings } = summarize(problems);
  const head =
    problems.length === 0
      ? `Content check (${source}): no problems.`
      : `Content check (${source}): ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`;
  const blocks = problems.map((problem) =>
    [
      `${problem.severity === 'error' ? 'error  ' : 'warning'} ${problem.code}  ${locate(problem)}`,
      `  ${problem.message}`,
      `  Fix: ${problem.fix}`,
    ]
      .map(visible)
      .join('\n'),
  );
  return [head, ...blocks].join('\n\n');
}
