/**
 * The README, the guides in docs/ and the workspaces' READMEs, followed as a
 * reader follows them: every relative link and #anchor resolves (GitHub's
 * heading anchors), every npm script they quote exists in the package.json it
 * names, and the README's two commands are the ones CI runs. Each check also
 * meets a planted mistake, so it is seen to fail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  anchors,
  brokenLinks,
  frontCommands,
  missingScripts,
  npmCommands,
  packageScripts,
  readDocs,
  scriptCommands,
  slug,
  type Doc,
} from '../support/docs.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const docs = readDocs(ROOT);
const scripts = packageScripts(ROOT);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** What is wrong with a README's two commands against what CI and the packages run. */
function frontDoorProblems(readme: string, ci: string, rootScripts: Record<string, string>): string[] {
  const problems: string[] = [];
  const commands = frontCommands(readme);
  const run = commands.find((command) => / && npm start$/.test(command));
  const test = commands.find((command) => / && npm test$/.test(command));
  if (commands.length !== 2 || !run || !test) problems.push(`the README opens with ${JSON.stringify(commands)}`);
  if (!scriptCommands(ci).includes('npm test')) problems.push('.ci/run does not run `npm test`');
  if (!rootScripts.test) problems.push('the root package.json has no test script');
  // `npm start` is `turbo run <task> --filter=<workspace>`: the workspace must have the task and what it depends on.
  const start = /^turbo run (\S+) --filter=(\S+)$/.exec(rootScripts.start ?? '');
  if (!start) return [...problems, `the root start script is ${JSON.stringify(rootScripts.start)}`];
  const [, task, workspace] = start as unknown as [string, string, string];
  const tasks = (JSON.parse(read('turbo.json')) as { tasks: Record<string, { dependsOn?: string[] }> }).tasks;
  const needed = [task, ...(tasks[task]?.dependsOn ?? []).filter((name) => /^[\w:-]+$/.test(name))];
  for (const name of needed) {
    if (!scripts.get(workspace)?.has(name)) problems.push(`${workspace} has no ${name} script for npm start`);
  }
  return problems;
}

describe('the docs', () => {
  it('are found: the README, the guides, the workspaces’ READMEs', () => {
    const paths = docs.map((doc) => doc.path);
    expect(paths).toContain('README.md');
    expect(paths.filter((path) => path.startsWith('docs/')).length).toBeGreaterThanOrEqual(7);
    expect(paths).toEqual(expect.arrayContaining(['web/README.md', 'studio/README.md', 'schemas/README.md']));
  });

  it('name anchors as GitHub makes them', () => {
    expect(slug('Why TLS, and what it changes on your machine')).toBe('why-tls-and-what-it-changes-on-your-machine');
    expect(slug('`npm start` behind a cache')).toBe('npm-start-behind-a-cache');
    expect(slug('[Edit](x.md) *without* an account')).toBe('edit-without-an-account');
    expect(slug('Português: ñ, 1.5× & more')).toBe('português-ñ-15--more');
    expect(slug('write_whole and the rest')).toBe('write_whole-and-the-rest');
    expect([...anchors('# A\n## Draft mode\n```\n# not a heading\n```\n### Draft mode\n')]).toEqual([
      'a',
      'draft-mode',
      'draft-mode-1',
    ]);
  });

  it('link only to files that exist and anchors their headings make', () => {
    expect(brokenLinks(ROOT, docs)).toEqual([]);
  });

  it('and a broken link or anchor is caught', () => {
    const planted: Doc = {
      path: 'docs/planted.md',
      text: [
        '# Planted',
        '[gone](no-such-guide.md), [a heading that is not](owner-guide.md#no-such-heading), [here](#nowhere),',
        '[fine](owner-guide.md#edit-without-an-account), [fine too](#planted), [away](https://example.com/x.md)',
        '`[in code](not-a-link.md)`',
      ].join('\n'),
    };
    // Beside the real docs, so an anchor into a guide is checked against the guide as it is.
    const found = brokenLinks(ROOT, [...docs, planted]).filter((problem) => problem.startsWith('docs/planted.md'));
    expect(found).toEqual([
      'docs/planted.md:2 → no-such-guide.md: no such file',
      'docs/planted.md:2 → owner-guide.md#no-such-heading: no heading makes #no-such-heading',
      'docs/planted.md:2 → #nowhere: no heading makes #nowhere',
    ]);
  });

  it('quote only npm scripts that exist, in the workspace they name', () => {
    expect(docs.flatMap((doc) => npmCommands(doc.text)).length).toBeGreaterThan(30);
    expect(missingScripts(docs, scripts)).toEqual([]);
  });

  it('and a script that does not exist is caught', () => {
    const planted: Doc = {
      path: 'docs/planted.md',
      text: [
        '`npm run lint`, `npm run fonts -w @vitrine/web`, `npm test -w @vitrine/studio`',
        '`npm run no-such-script`, `npm run build -w @vitrine/schemas`, `npm run dev -w @vitrine/nowhere`',
      ].join('\n'),
    };
    expect(missingScripts([planted], scripts)).toEqual([
      'docs/planted.md:2: npm run no-such-script: no such script in the root package.json',
      'docs/planted.md:2: npm run build -w @vitrine/schemas: no such script in @vitrine/schemas',
      'docs/planted.md:2: npm run dev -w @vitrine/nowhere: no workspace @vitrine/nowhere',
    ]);
  });

  it('open the README with the two commands CI runs', () => {
    const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(frontCommands(read('README.md'))).toEqual(['npm install && npm start', 'npm install && npm test']);
    expect(frontDoorProblems(read('README.md'), read('.ci/run'), rootScripts)).toEqual([]);
  });

  it('and a front door CI does not walk through is caught', () => {
    const rootScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const readme = '# X\n\n```sh\nnpm install && npm start\nnpm install && npm run e2e   # not the suite\n```\n';
    expect(frontDoorProblems(readme, read('.ci/run'), rootScripts)).toEqual([
      'the README opens with ["npm install && npm start","npm install && npm run e2e"]',
    ]);
    expect(frontDoorProblems(read('README.md'), '# npm test\nnpm run e2e\n', rootScripts)).toEqual([
      '.ci/run does not run `npm test`',
    ]);
    expect(
      frontDoorProblems(read('README.md'), read('.ci/run'), {
        ...rootScripts,
        start: 'turbo run serve --filter=@vitrine/web',
      }),
    ).toEqual(['@vitrine/web has no serve script for npm start']);
  });
});
