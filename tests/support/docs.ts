/**
 * The repository's Markdown as a reader follows it: its headings (and the
 * anchors GitHub makes of them), its relative links, and the `npm` commands it
 * quotes. Pure but for reading files; tests/contract/docs.test.ts checks them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** A Markdown file: its path from the repository root, and its text. */
export interface Doc {
  path: string;
  text: string;
}

const SKIP = new Set(['node_modules', 'dist', 'reports', 'test-results', 'playwright-report']);

/** Every Markdown file of the repository: the README, the guides, the workspaces' READMEs. */
export function readDocs(root: string, dir = root): Doc[] {
  const docs: Doc[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) docs.push(...readDocs(root, path));
    else if (name.endsWith('.md')) docs.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
  }
  return docs;
}

/** The text outside fenced code blocks, line by line (a fenced line becomes empty, so line numbers hold). */
function prose(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/**
 * The anchor GitHub gives a heading: its text as rendered (code, links and
 * emphasis reduced to their words), in lower case, every character but
 * letters, marks, digits, connector punctuation, hyphens and spaces dropped,
 * each space a hyphen.
 */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*)(.+?)\1/g, '$2')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a document's headings, a repeated one numbered as GitHub numbers it (`x`, `x-1`, `x-2`). */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of prose(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  }
  return out;
}

/** Every link and image of a document's prose: `[text](target)`, with its line. */
export function links(text: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  prose(text).forEach((line, index) => {
    const code = line.replace(/`[^`]*`/g, 'code');
    for (const match of code.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      out.push({ target: match[1]!, line: index + 1 });
  });
  return out;
}

/**
 * What is wrong with the relative links of `docs`: a file that does not
 * exist, or an anchor no heading of its document makes. Links to other sites
 * are not followed (no test touches the internet).
 */
export function brokenLinks(root: string, docs: readonly Doc[]): string[] {
  const byPath = new Map(docs.map((doc) => [doc.path, doc]));
  const problems: string[] = [];
  for (const doc of docs) {
    for (const { target, line } of links(doc.text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file = '', anchor] = target.split('#') as [string, string | undefined];
      const path = file === '' ? doc.path : normalize(join(dirname(doc.path), decodeURIComponent(file)));
      const where = `${doc.path}:${line} → ${target}`;
      if (path.startsWith('..') || !(byPath.has(path) || existsSync(join(root, path)))) {
        problems.push(`${where}: no such file`);
        continue;
      }
      if (anchor === undefined) continue;
      const target_ = byPath.get(path);
      if (!target_) problems.push(`${where}: an anchor into a file that is not Markdown`);
      else if (!anchors(target_.text).has(anchor)) problems.push(`${where}: no heading makes #${anchor}`);
    }
  }
  return problems;
}

/** An `npm run <script>` (or `npm test`, `npm start`) a document quotes, and the workspace it names, if any. */
export interface NpmCommand {
  script: string;
  workspace: string | null;
  line: number;
}

/** Every npm command of a document, in its prose, its inline code and its code blocks alike. */
export function npmCommands(text: string): NpmCommand[] {
  const out: NpmCommand[] = [];
  text.split('\n').forEach((line, index) => {
    const pattern = /\bnpm (?:run ([\w:.-]+)|(test|start))\b(?:\s+(?:-w|--workspace)[ =]([@\w/.-]+))?/g;
    for (const match of line.matchAll(pattern)) {
      out.push({ script: (match[1] ?? match[2])!, workspace: match[3] ?? null, line: index + 1 });
    }
  });
  return out;
}

/** The scripts of the root package and of each workspace, by workspace name and by folder. */
export function packageScripts(root: string): Map<string | null, Set<string>> {
  const read = (dir: string) =>
    JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
      workspaces?: string[];
    };
  const top = read('.');
  const scripts = new Map<string | null, Set<string>>([[null, new Set(Object.keys(top.scripts ?? {}))]]);
  for (const dir of top.workspaces ?? []) {
    const pkg = read(dir);
    const names = new Set(Object.keys(pkg.scripts ?? {}));
    scripts.set(pkg.name, names);
    scripts.set(dir, names);
  }
  return scripts;
}

/** Every npm command of `docs` whose script is missing from the package it names (the root's when none). */
export function missingScripts(docs: readonly Doc[], scripts: Map<string | null, Set<string>>): string[] {
  const problems: string[] = [];
  for (const doc of docs) {
    for (const { script, workspace, line } of npmCommands(doc.text)) {
      const known = scripts.get(workspace);
      const where = `${doc.path}:${line}: npm run ${script}${workspace ? ` -w ${workspace}` : ''}`;
      if (!known) problems.push(`${where}: no workspace ${workspace}`);
      else if (!known.has(script)) problems.push(`${where}: no such script in ${workspace ?? 'the root package.json'}`);
    }
  }
  return problems;
}

/** The commands of the README's first code block, comments and blank lines left out. */
export function frontCommands(readme: string): string[] {
  const block = /^```\w*\n([\s\S]*?)^```/m.exec(readme)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '');
}

/** The commands a shell script runs at the start of a line, comments left out. */
export function scriptCommands(script: string): string[] {
  return script
    .split('\n')
    .map((line) => line.replace(/^\s*#.*$/, '').trim())
    .filter((line) => line !== '');
}
