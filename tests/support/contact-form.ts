/**
 * The contact form as a browser without JavaScript sends it: every field of
 * the page's <form> (React's action fields, the token the server wrote into
 * this response, the language), the visitor's values, as multipart.
 */

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The name → value of every input of the page's contact form, as the HTML has them. */
export function formFields(html: string): Record<string, string> {
  const form = /<form[^>]*encType="multipart\/form-data"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error('No contact form in this page');
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    if (name) fields[decode(name)] = decode(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return fields;
}

export interface Posted {
  status: number;
  html: string;
}

/** One HTTP request as a test makes it: to an instance directly, or through a proxy. */
export type Requester = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer },
) => Promise<Posted>;

/** The global fetch against `base`, reading the body whole. */
export const fetchFrom =
  (base: string): Requester =>
  async (path, init) => {
    const { body, ...rest } = init;
    const response = await fetch(`${base}${path}`, {
      ...rest,
      ...(body ? { body: new Uint8Array(body) } : {}),
      redirect: 'manual',
    });
    return { status: response.status, html: await response.text() };
  };

/** The page's form, filled in with `values`, as multipart bytes and their content type. */
export async function formBody(html: string, values: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...formFields(html), ...values })) body.append(name, value);
  const request = new Request('http://form.invalid/', { method: 'POST', body });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/**
 * Loads `/{locale}/contact` with `load`, fills it in and posts it with `post` (the same requester unless
 * given: another instance, say); `headers` go with both requests.
 */
export async function postContactFormWith(
  load: Requester,
  locale: string,
  values: Record<string, string>,
  { headers = {}, post = load }: { headers?: Record<string, string>; post?: Requester } = {},
): Promise<Posted> {
  const page = await load(`/${locale}/contact`, { headers });
  const { body, type } = await formBody(page.html, values);
  return post(`/${locale}/contact`, { method: 'POST', body, headers: { ...headers, 'content-type': type } });
}

/** Loads `/{locale}/contact`, fills it in and posts it; `headers` go with both requests. */
export function postContactForm(
  base: string,
  locale: string,
  values: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Posted> {
  return postContactFormWith(fetchFrom(base), locale, values, { headers });
}
