/**
 * One content problem, as the content check names it to the owner.
 *
 * Problems are values: a getter that meets something it cannot show (a dangling
 * reference, a missing asset, a duplicate slug…) leaves that part out and the
 * check reports it here, so the build goes on and the owner still learns about it.
 */
export interface ContentProblem {
  /** Stable kebab-case id, e.g. 'dangling-reference'. */
  code: string;
  /** 'error' only for what the site could not work around; everything else is a 'warning'. */
  severity: 'warning' | 'error';
  documentId: string | null;
  documentType: string | null;
  language: string | null;
  /** Field path, e.g. 'body[_key=="a1"].people[2]'. */
  path: string | null;
  /** What is wrong, in the owner's words. */
  message: string;
  /** What to do about it. */
  fix: string;
}

export type ContentProblemSeverity = ContentProblem['severity'];
