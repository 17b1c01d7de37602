/**
 * What the Studio asks of Sanity's project API before and around editing,
 * answered for one local project with one user, the owner, who may do
 * everything. Features that need Sanity's services (comments, scheduled
 * publishing, tasks, releases, telemetry) answer as a project without them
 * does: empty lists, `denied`, or a 404 the Studio takes as "not available".
 */
import type { ApiResponse } from './errors';
import { lakeError } from './errors';

export interface LocalUser {
  id: string;
  name: string;
  email: string;
}

export const DEFAULT_LOCAL_USER: LocalUser = { id: 'p-local-owner', name: 'Local owner', email: 'owner@localhost' };

const ADMINISTRATOR = { name: 'administrator', title: 'Administrator' };
/** Everything on every document: the owner's grants. */
const ALL_DOCUMENTS = {
  filter: '_id in path("**")',
  permissions: ['read', 'create', 'update', 'history', 'editHistory'],
};
const CREATED_AT = '2025-01-01T00:00:00.000Z';

export interface ProjectContext {
  method: string;
  /** The path after `/v<version>/`, e.g. `projects/local/datasets`. */
  route: string;
  search: URLSearchParams;
  body: unknown;
  projectId: string;
  datasets: readonly string[];
  user: LocalUser | null;
  keyValues: Map<string, unknown>;
  /**
   * The page that tells a browser without the owner's secret how to get it (the lake's, for its local user):
   * the Studio's sign-in screen offers it as its one provider. Null: no provider, as a project without login.
   */
  signInHelp: string | null;
}

export function userDocument(user: LocalUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    provider: 'sanity',
    role: ADMINISTRATOR.name,
    roles: [ADMINISTRATOR],
    createdAt: CREATED_AT,
  };
}

const json = (body: unknown, status = 200): ApiResponse => ({ status, body });

/** The answer to a project, user or Studio-service route; null for a route this module does not know. */
export function projectRoute(ctx: ProjectContext): ApiResponse | null {
  const { method, route, projectId, user } = ctx;
  const parts = route.split('/').map(decodeURIComponent);
  const [head, second, third, fourth, fifth] = parts;
  const signedIn = () => {
    if (!user) throw lakeError(401, 'unauthorizedError', 'Not signed in: this route needs the local user');
    return user;
  };

  if (head === 'ping' && parts.length === 1)
    return { status: 200, body: 'PONG', headers: { 'content-type': 'text/plain' } };
  if (head === 'users' && second === 'me') {
    if (parts.length === 2) return json(userDocument(signedIn()));
    if (third === 'keyvalue') return keyValue(ctx, fourth);
  }
  if (head === 'auth') {
    if (second === 'id' && parts.length === 2) return json(user ? { id: user.id } : {}, user ? 200 : 401);
    if (second === 'providers') {
      const providers = ctx.signInHelp
        ? [{ name: 'vitrine-local', title: 'Open the link that npm run studio printed', url: ctx.signInHelp }]
        : [];
      return json({ thirdPartyLogin: false, sso: {}, providers });
    }
    if (second === 'logout' && method === 'POST') return json({});
  }
  if (head === 'features' && parts.length === 1) return json([]);
  if (head === 'intake') {
    if (second === 'telemetry-status') return json({ status: 'denied' });
    if (second === 'batch' && method === 'POST') return json({});
  }
  if (head === 'check' && second === 'cors') return json({ result: { allowed: true, withCredentials: true } });
  if (head === 'journey' || (head === 'help' && parts.length === 1)) return notAvailable(route);
  if (head === 'descriptors') return notAvailable(route);
  // Presence (who else is editing) is a websocket to Sanity's servers; alone on this machine, nobody else is.
  if (head === 'socket') return notAvailable(route);
  if (head === 'schedules' && second === projectId) return json({ schedules: [] });
  if (head === 'projects' && second !== undefined) {
    if (second !== projectId) throw lakeError(404, 'projectNotFoundError', `Project "${second}" not found`);
    if (parts.length === 2) return json(project(projectId, signedIn()));
    if (third === 'datasets') {
      if (parts.length === 3) {
        // The comments add-on dataset: a project without it has none.
        if (ctx.search.get('datasetProfile') === 'comments') return json([]);
        return json(ctx.datasets.map((name) => ({ name, aclMode: 'private', createdAt: CREATED_AT })));
      }
      if (fifth === 'acl' && fourth !== undefined && ctx.datasets.includes(fourth)) {
        return json(user ? [ALL_DOCUMENTS] : []);
      }
    }
    if (third === 'grants' && parts.length === 3) return json(grants());
    if (third === 'users' && fourth !== undefined) {
      const me = signedIn();
      return json(
        fourth
          .split(',')
          .filter((id) => id === me.id)
          .map(() => userDocument(me)),
      );
    }
    if (third === 'features') return json([]);
    if (third === 'user-applications') return json([]);
  }
  return null;
}

function notAvailable(route: string): ApiResponse {
  return json(
    { statusCode: 404, error: 'Not Found', message: `Not available in the local Content Lake: /${route}` },
    404,
  );
}

function project(projectId: string, user: LocalUser) {
  return {
    id: projectId,
    displayName: 'Vitrine (local)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    createdAt: CREATED_AT,
    members: [{ id: user.id, role: ADMINISTRATOR.name, roles: [ADMINISTRATOR], isRobot: false, isCurrentUser: true }],
    features: [],
    pendingInvites: 0,
  };
}

function grants() {
  return {
    'sanity.document.filter.mode': [{ grants: [{ name: 'update', params: {} }], config: {} }],
    'sanity.project.datasets': [{ grants: [{ name: 'read', params: {} }], config: {} }],
  };
}

/** The Studio's per-user key-value store (recent searches, inspector widths…): in memory, gone on restart. */
function keyValue(ctx: ProjectContext, keys: string | undefined): ApiResponse {
  if (!ctx.user) throw lakeError(401, 'unauthorizedError', 'Not signed in');
  if (ctx.method === 'GET' && keys) {
    return json(keys.split(',').map((key) => ({ key, value: ctx.keyValues.get(key) ?? null })));
  }
  if ((ctx.method === 'PUT' || ctx.method === 'POST') && keys === undefined) {
    if (!Array.isArray(ctx.body)) throw lakeError(400, 'httpBadRequest', 'Send an array of {key, value}');
    const pairs = ctx.body.filter(
      (pair): pair is { key: string; value: unknown } => typeof pair?.key === 'string' && pair.key.length <= 256,
    );
    for (const { key, value } of pairs) ctx.keyValues.set(key, value);
    return json(pairs.map(({ key, value }) => ({ key, value })));
  }
  throw lakeError(405, 'httpMethodNotAllowed', 'Method not allowed');
}

export const SIGN_IN_HELP_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * What a browser without the owner's secret is told (the Studio's sign-in screen links here): the secret is
 * never on a page, so the way in is the link `npm run studio` printed in the owner's terminal.
 */
export function signInHelpPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Open your Studio from npm run studio</title>
<style>
  :root { color-scheme: light dark; font: 16px/1.55 system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 34rem; padding: 2rem; }
  h1 { font-size: 1.35rem; line-height: 1.3; margin: 0 0 1rem; }
  code { font: 0.92em ui-monospace, monospace; padding: 0.1em 0.3em; border-radius: 4px; background: color-mix(in srgb, CanvasText 9%, Canvas); }
  p { margin: 0 0 0.9rem; }
  .muted { opacity: 0.75; font-size: 0.94rem; }
</style>
</head>
<body>
<main>
<h1>Open your Studio from the link <code>npm run studio</code> printed</h1>
<p>This Studio edits the files on your computer through the local Content Lake, which obeys only you.</p>
<p>When <code>npm run studio</code> starts, it prints a link in your terminal, like
<code>http://localhost:3333/#token=…</code>. Open that link once in this browser: it keeps the key from then on.</p>
<p class="muted">The key never leaves your computer and is never shown on a page, so another site you visit cannot use it.
It lives in your Vitrine folder (<code>~/.config/vitrine</code> by default), beside the local certificate authority.</p>
</main>
</body>
</html>
`;
}
