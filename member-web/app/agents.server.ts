import {
  ATMNIRBHAR_COUNTRY_ID,
  type AgentPanel,
  type ApiClient,
  DSA_DOCUMENT_FIELDS,
  type DsaEligibility,
  type WalletEntryView,
  type WalletSummary,
} from '@app/contracts';
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node';

import type { FormFailure } from './accounts.server';
import { textsFor } from './i18n/texts.server';
import { idFrom, loadLocations, type LocationLists } from './locations.server';

/** Each Atmnirbhar document may be at most this large (the API's limit; decision 147). */
export const DSA_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The application's text fields, by their seed names (country_id is fixed to India). */
export const DSA_TEXT_FIELDS = [
  'name',
  'email',
  'mobile_no',
  'address',
  'state_id',
  'city_id',
  'business_name',
  'business_address',
  'current_occupation',
  'net_annual_income',
  'education',
  'pancard_number',
  'aadharcard_number',
  'gst_no',
] as const;

export const DSA_DOCUMENT_LABELS: Record<(typeof DSA_DOCUMENT_FIELDS)[number], string> = {
  education_certificate: 'Education Certificate',
  pancard_doc: 'Pan Card',
  aadharcard_doc: 'Aadhar Card',
  gst_no_proof_doc: 'GST No Proof',
};

/**
 * Reads the multipart form; a document over 5 MB is refused next to its field before the API sees it,
 * in the reader's language (the document named by its `server.agents` text).
 */
export async function readDsaForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; failure: FormFailure }> {
  try {
    const form = await parseMultipartFormData(
      request,
      createMemoryUploadHandler({ maxPartSize: DSA_DOCUMENT_MAX_BYTES }),
    );
    return { ok: true, form };
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    const t = await textsFor(request, 'server');
    const document = t(error.field in DSA_DOCUMENT_LABELS ? `agents.${error.field}` : 'agents.document');
    return {
      ok: false,
      failure: { fieldErrors: { [error.field]: t('upload.documentTooLarge', { document }) } },
    };
  }
}

/** The multipart body for POST dsa/dsas: every text field, India, the declaration and the chosen files. */
export function dsaApiBody(form: FormData, values: Record<string, string>): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) if (value !== '') body.append(field, value);
  body.append('country_id', String(ATMNIRBHAR_COUNTRY_ID));
  // Always sent, ticked or not: an application without the field is taken as the seeds' old client's,
  // whose submission implies the box (decision 216).
  body.append('declaration', form.get('declaration') ? '1' : '0');
  for (const field of DSA_DOCUMENT_FIELDS) {
    const file = form.get(field);
    if (file instanceof File && file.size > 0) body.append(field, file, file.name);
  }
  return body;
}

/** States of India and the cities of the chosen state (the country select offers India only). */
export async function indiaLocations(
  api: ApiClient,
  stateId?: number,
  cityId?: number,
): Promise<LocationLists> {
  const lists = await loadLocations(api, { countryId: ATMNIRBHAR_COUNTRY_ID, stateId, cityId });
  return { ...lists, countries: lists.countries.filter((c) => c.id === ATMNIRBHAR_COUNTRY_ID) };
}

export const locationsFromValues = (api: ApiClient, values: Record<string, string>) =>
  indiaLocations(api, idFrom(values.state_id), idFrom(values.city_id));

export async function dsaEligibility(api: ApiClient): Promise<DsaEligibility> {
  return (await api.get<DsaEligibility>('dsa/my-application')).data;
}

export async function agentPanel(api: ApiClient): Promise<AgentPanel> {
  return (await api.get<AgentPanel>('dsa/panel')).data;
}

export async function wallet(
  api: ApiClient,
  before?: number,
): Promise<{ summary: WalletSummary; entries: WalletEntryView[]; nextBefore: number | null }> {
  const [summary, entries] = await Promise.all([
    api.get<WalletSummary>('my-wallet'),
    api.get<{ data: WalletEntryView[]; next_before: number | null }>(
      'my-wallet/entries',
      before ? { before } : {},
    ),
  ]);
  return { summary: summary.data, entries: entries.data.data, nextBefore: entries.data.next_before };
}
