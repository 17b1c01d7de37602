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

/** Loads `/{locale}/contact`, fills it in and posts it; `headers` go with both requests. */
export async function postContactForm(
  base: string,
  locale: string,
  values: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Posted> {
  const page = await fetch(`${base}/${locale}/contact`, { headers });
  const fields = { ...formFields(await page.text()), ...values };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${base}/${locale}/contact`, { method: 'POST', body, headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}
