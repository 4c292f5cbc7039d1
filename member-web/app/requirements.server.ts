import { RENEW_INTENT } from './components/owner/renew-button';
import { checkAll } from './form-rules';
import { textsFor } from './i18n/texts.server';
import { idFrom } from './locations.server';
import { requirementRules } from './market-rules';
import {
  apiBody,
  chosenFiles,
  formReply,
  readMultipart,
  redirectWithMessage,
  renewListing,
  requireOwner,
  sendForm,
  textValues,
} from './market.server';

/**
 * The owner's requirements (docs/product.md#owner-area): what Post Requirement and Update Requirement
 * send to the API, with the entries and messages back when it refuses.
 */

/**
 * Post Requirement's Create: POST restaurants/requirement (multipart), then the list (/ShowRequirment)
 * with the message.
 */
export async function createRequirement(request: Request) {
  const { api } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({ title: '', description: '' }, read.failure, 413);
  const values = textValues(read.form, ['title', 'description', 'contact_shown']);
  const errors = checkAll(values, requirementRules(await textsFor(request, 'server')));
  if (Object.keys(errors).length > 0) return formReply(values, { fieldErrors: errors }, 422);
  const files = chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]);
  const sent = await sendForm(api, 'POST', 'restaurants/requirement', apiBody(values, files));
  if (!sent.ok) return formReply(values, sent.failure, sent.status);
  return redirectWithMessage('/ShowRequirment', sent.message);
}

/**
 * Update Requirement's SAVE (POST restaurants/requirement/{id}), delete (DELETE restaurants/requirement/{id})
 * and Renew, each back to the list with the message.
 */
export async function changeRequirement(request: Request) {
  const { api } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({}, read.failure, 413);
  const id = idFrom(read.form.get('id'));
  if (!id) throw new Response('Not found', { status: 404 });
  const intent = read.form.get('intent');
  if (intent === RENEW_INTENT) return renewListing(api, 'requirement', id, '/ShowRequirment');
  if (intent === 'delete') {
    const sent = await sendForm(api, 'DELETE', `restaurants/requirement/${id}`);
    if (!sent.ok) return formReply({ id: String(id) }, sent.failure, sent.status);
    return redirectWithMessage('/ShowRequirment', sent.message);
  }
  const values = textValues(read.form, ['title', 'description', 'contact_shown']);
  const files = chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]);
  const sent = await sendForm(api, 'POST', `restaurants/requirement/${id}`, apiBody(values, files));
  if (!sent.ok) return formReply({ ...values, id: String(id) }, sent.failure, sent.status);
  return redirectWithMessage('/ShowRequirment', sent.message);
}
