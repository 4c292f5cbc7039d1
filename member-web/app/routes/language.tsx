import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';

import { apiFor } from '../api.server';
import { isLanguage, type Language } from '../i18n/languages';
import { languageCookie, localPath } from '../i18n/language.server';
import { getToken } from '../session.server';

/**
 * The language switcher's target (issue 35, decision 322): remembers the chosen language in the
 * `rc_lang` cookie and sends the visitor back to the page they were on (a path of this site only). A
 * language the site does not have changes nothing. GET does the same for a plain link
 * (`/language?lang=hi&to=/login`).
 *
 * A signed-in member's choice is saved in their account as well (decision 390: the saved preference
 * comes before the cookie, and their mails and notices follow it); the settings page's language form
 * posts here too. A save that fails still switches the page (the cookie), and says nothing.
 */
async function choose(request: Request | null, lang: unknown, to: unknown): Promise<Response> {
  const back = localPath(to);
  if (!isLanguage(lang)) return redirect(back);
  if (request) await saveForMember(request, lang);
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(lang) } });
}

async function saveForMember(request: Request, language: Language): Promise<void> {
  if (!(await getToken(request))) return;
  try {
    await (await apiFor(request)).post('settings/language', { language });
  } catch (error) {
    // A dead session (401) or an API outage: the cookie still switches this browser.
    if (error instanceof Response) throw error;
    console.warn('member-web: the language was not saved', String(error));
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return choose(request, form.get('lang'), form.get('to'));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // A plain link switches this browser only: a GET never changes the account (a link on another site).
  return choose(null, params.get('lang'), params.get('to'));
}
