import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';

import { isLanguage } from '../i18n/languages';
import { languageCookie, localPath } from '../i18n/language.server';

/**
 * The language switcher's target (issue 35, decision 322): remembers the chosen language in the
 * `rc_lang` cookie and sends the visitor back to the page they were on (a path of this site only). A
 * language the site does not have changes nothing. GET does the same for a plain link
 * (`/language?lang=hi&to=/login`).
 *
 * Seam: when the API keeps a member's language, a signed-in member's choice is saved there as well (the
 * saved preference comes before the cookie).
 */
async function choose(lang: unknown, to: unknown): Promise<Response> {
  const back = localPath(to);
  if (!isLanguage(lang)) return redirect(back);
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(lang) } });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return choose(form.get('lang'), form.get('to'));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return choose(params.get('lang'), params.get('to'));
}
