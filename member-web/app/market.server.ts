import {
  ApiError,
  MARKETPLACE_LIMITS,
  MarketplaceMessages,
  Messages,
  RESTAURANT_TYPES,
  sameApiMessage,
  UserType,
  type ApiClient,
  type DirectoryCard,
  type Job,
  type MarketplaceSubjectType,
  type Page,
  type ReceivedApplication,
  type TopRatedCard,
  type RestaurantType,
  type SuggestedMember,
} from '@app/contracts';
import {
  createCookie,
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node';

import { failureFrom, requireMember, type FormFailure } from './accounts.server';
import { env } from './env.server';
import { textsFor } from './i18n/texts.server';
import { idFrom, loadLocations, type LocationLists } from './locations.server';
import type { MemberUser } from './types';
import { ratingsFor } from './reviews.server';

/**
 * The restaurant owner's area (docs/product.md#owner-area): who may open it, the multipart forms it
 * forwards to the API, and the green message a page shows after a save. Every call goes from the server
 * with the member's token from the session cookie; the API decides (ownership, subscription) anyway.
 */

/** Answer of an owner page opened by a vendor or a professional (their ErrorBoundary shows the text). */
export const OWNER_ONLY_STATUS = 403;

export const isOwner = (me: Pick<MemberUser, 'user_type'>) => me.user_type === UserType.Restaurant;
export const isSubscribed = (me: Pick<MemberUser, 'is_subscribed'>) => me.is_subscribed === 1;

/**
 * The signed-in restaurant owner. No session: /login. A vendor (7) or professional (8): a 403 page that
 * says the area is for restaurant owners (decision 087), rather than a form the API would refuse.
 */
export async function requireOwner(request: Request): Promise<{ api: ApiClient; me: MemberUser }> {
  const member = await requireMember(request);
  if (!isOwner(member.me)) {
    throw new Response(MarketplaceMessages.ownersOnly, { status: OWNER_ONLY_STATUS });
  }
  return member;
}

// ── Forms ─────────────────────────────────────────────────────────────────────────────────────────────

/** What an owner form's action answers when it did not save: the entries back, and why. */
export interface FormReply extends FormFailure {
  values: Record<string, string>;
  /** Fresh country/state/city lists (the forms with a place). */
  locations?: LocationLists;
}

/**
 * Reads a multipart form (files kept in memory, each at most the API's image limit). A larger file is
 * refused here with a message next to its field, before the API sees it.
 */
export async function readMultipart(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; failure: FormFailure }> {
  try {
    const form = await parseMultipartFormData(
      request,
      createMemoryUploadHandler({ maxPartSize: MARKETPLACE_LIMITS.maxImageBytes }),
    );
    return { ok: true, form };
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    const megabytes = MARKETPLACE_LIMITS.maxImageBytes / (1024 * 1024);
    const t = await textsFor(request, 'server');
    return {
      ok: false,
      failure: { fieldErrors: { [error.field]: t('upload.imageTooLarge', { megabytes }) } },
    };
  }
}

/** The text entries of a form, trimmed, for the given fields ('' when absent). */
export function textValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

/** The chosen files of a file input (an input left empty sends one nameless, empty part). */
export function chosenFiles(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => value instanceof File && value.size > 0);
}

/**
 * The multipart body for the API: the text fields and the files under their API names. Empty fields are
 * left out (a new record: "not given" is not sent as an invalid value) unless `keepEmpty` (an edit: an
 * emptied field clears the old value).
 */
export function apiBody(
  values: Record<string, string>,
  files: Array<[string, File]> = [],
  options: { keepEmpty?: boolean } = {},
): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) {
    if (value !== '' || options.keepEmpty) body.append(field, value);
  }
  for (const [field, file] of files) body.append(field, file, file.name);
  return body;
}

/**
 * Sends a form to the API (multipart, or JSON for routes that take no files). Refusals (4xx) come back as
 * texts for the form; anything else is rethrown.
 */
export async function sendForm<T = unknown>(
  api: ApiClient,
  method: 'POST' | 'DELETE',
  path: string,
  body?: FormData | Record<string, unknown>,
): Promise<{ ok: true; message: string; data: T } | { ok: false; status: number; failure: FormFailure }> {
  try {
    const answer = await api.request<T>(method, path, { body });
    return { ok: true, message: answer.message, data: answer.data };
  } catch (error) {
    const failure = failureFrom(error, Messages.genericError);
    return { ok: false, status: error instanceof ApiError ? error.status : 400, failure };
  }
}

/** A refused form: its entries and the messages, with the API's status. */
export function formReply(
  values: Record<string, string>,
  failure: FormFailure,
  status = 422,
  locations?: LocationLists,
) {
  // A 422's message repeats its first field message: shown by the field, not twice.
  const repeated = Object.values(failure.fieldErrors).includes(failure.message ?? '');
  return data<FormReply>(
    { values, message: repeated ? undefined : failure.message, fieldErrors: failure.fieldErrors, locations },
    { status },
  );
}

/** The lists for a form's place as entered (Load states / Load cities without JavaScript, or a refusal). */
export function locationsFor(
  api: ApiClient,
  values: Record<string, string>,
  names: { country: string; state: string; city: string } = PLACE_NAMES,
) {
  return loadLocations(api, {
    countryId: idFrom(values[names.country]),
    stateId: idFrom(values[names.state]),
    cityId: idFrom(values[names.city]),
  });
}

export const PLACE_NAMES = { country: 'country_id', state: 'state_id', city: 'city_id' } as const;

// ── The green message after a save (post, redirect, get) ───────────────────────────────────────────────

/** A signed, short-lived cookie that carries the API's success message to the next page, read once. */
const flashCookie = createCookie('__owner_flash', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 60,
  secure: env.PUBLIC_WEB_URL.startsWith('https:'),
  secrets: env.SESSION_SECRETS,
});

/** Redirects to `to` with `message` shown there in a green alert. */
export async function redirectWithMessage(to: string, message: string) {
  return redirect(to, { headers: { 'Set-Cookie': await messageCookie(message) } });
}

/**
 * The owner's one-click Renew of a listing (`POST listings/{kind}/{id}/renew`, decisions 348 and 371): back
 * to `to` with the API's message, or the refusal for the list (its `listed` value names the row).
 */
export async function renewListing(api: ApiClient, kind: MarketplaceSubjectType, id: number, to: string) {
  const sent = await sendForm(api, 'POST', `listings/${kind}/${id}/renew`);
  if (!sent.ok) return formReply({ listed: String(id) }, sent.failure, sent.status);
  return redirectWithMessage(to, sent.message);
}

/** The Set-Cookie value that shows `message` on the next page, for a redirect that sets other cookies too. */
export const messageCookie = (message: string): Promise<string> => flashCookie.serialize(message);

/** The message a save left for this page (and the header that clears it), or null. */
export async function takeMessage(request: Request): Promise<{ message: string | null; headers: Headers }> {
  const value: unknown = await flashCookie.parse(request.headers.get('Cookie'));
  const headers = new Headers();
  if (typeof value !== 'string' || !value) return { message: null, headers };
  headers.append('Set-Cookie', await flashCookie.serialize('', { maxAge: 0 }));
  return { message: value, headers };
}

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────────────

/** GET admin/restaurantType; the contract's fixed list when the API cannot answer (the form still works). */
export async function restaurantTypes(api: ApiClient): Promise<RestaurantType[]> {
  try {
    return (await api.get<RestaurantType[]>('admin/restaurantType')).data;
  } catch (error) {
    console.error('member-web: GET admin/restaurantType failed', error);
    return [...RESTAURANT_TYPES];
  }
}

/** The ?page= of a paged list (1 when absent or not a number). */
export function pageFrom(request: Request): number {
  const value = new URL(request.url).searchParams.get('page') ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/**
 * One page of a marketplace list, newest first (the seeds' query); `extra` adds the site's own parameters
 * (`scope=mine` for an owner's own jobs and offers, decision 214).
 */
export async function listPage<T>(
  api: ApiClient,
  path: string,
  page: number,
  extra: Record<string, string> = {},
): Promise<Page<T>> {
  const { data: list } = await api.get<Page<T> | T[]>(path, {
    sort: 'id',
    order_by: 'desc',
    page,
    per_page: MARKETPLACE_LIMITS.pageSize,
    ...extra,
  });
  // Some of the seeds' lists answer a plain array; they are one page.
  if (Array.isArray(list)) {
    return { current_page: 1, data: list, last_page: 1, per_page: list.length, total: list.length };
  }
  return list;
}

/** The API's 403 for a facility that needs Elite (the page then shows the notice instead of the list). */
export function isSubscriptionRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    sameApiMessage(error.body?.message, Messages.subscribeToAccess)
  );
}

/**
 * One page of a member directory (GET vendor/vendor, GET mp/manpowers). When the API keeps the directory
 * for Elite members, the page shows the subscribe notice instead (`list` null).
 */
export async function directoryPage(request: Request, path: string, type: UserType) {
  const { api } = await requireOwner(request);
  const byRating = new URL(request.url).searchParams.get('sort') === 'rating';
  try {
    if (byRating) {
      // Best rated first (issue 33, decision 283): the cards come with their ratings.
      const { data: list } = await api.get<Page<TopRatedCard>>('reviews/top-rated', {
        user_type: type,
        page: pageFrom(request),
        per_page: MARKETPLACE_LIMITS.pageSize,
      });
      return { list, byRating, ratings: Object.fromEntries(list.data.map((card) => [card.id, card.rating])) };
    }
    const list = await listPage<DirectoryCard>(api, path, pageFrom(request));
    // Each card's average and count (issue 33), for the whole page in one call.
    return {
      list,
      byRating,
      ratings: await ratingsFor(
        api,
        list.data.map((card) => card.id),
      ),
    };
  } catch (error) {
    if (isSubscriptionRefusal(error)) return { list: null, byRating, ratings: {} };
    throw error;
  }
}

/**
 * Received Applications with `?job={id}` (the owner's job, from Create Job's list): that job and its matching professionals who
 * made their profile visible to employers (decision 347); anyone else's job answers as a missing one.
 */
async function jobSuggestions(
  api: ApiClient,
  jobId: number | undefined,
  notFound: string,
): Promise<{ job: Job; members: SuggestedMember[] } | null> {
  if (!jobId) return null;
  try {
    const [{ data: job }, { data: members }] = await Promise.all([
      api.get<Job>(`restaurants/job/${jobId}`),
      api.get<SuggestedMember[]>(`restaurants/job/${jobId}/suggested-professionals`),
    ]);
    return { job, members };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      throw new Response(error.body?.message ?? notFound, { status: 404 });
    throw error;
  }
}

/**
 * Applications to the owner's jobs (GET restaurants/received-application), with where each stands; with
 * `?job={id}`, the suggested professionals of that job above them.
 */
export async function receivedApplications(request: Request) {
  const { api } = await requireOwner(request);
  const [list, suggested] = await Promise.all([
    listPage<ReceivedApplication>(api, 'restaurants/received-application', pageFrom(request)),
    jobSuggestions(
      api,
      idFrom(new URL(request.url).searchParams.get('job')),
      (await textsFor(request, 'ownerArea'))('applications.jobNotFound'),
    ),
  ]);
  // Each applicant's average and count (issue 33), for the page in one call.
  return {
    list,
    suggested,
    ratings: await ratingsFor(
      api,
      list.data.map((row) => row.user.id),
    ),
  };
}

/**
 * Moves one application (POST restaurants/received-application/{id}/status; the API checks the owner and
 * the move), then the same page with the message; the candidate is mailed by the API.
 */
export async function moveApplication(request: Request) {
  const { api } = await requireOwner(request);
  const form = await request.formData();
  const id = idFrom(form.get('application_id'));
  const status = form.get('status');
  if (!id || typeof status !== 'string')
    return { message: (await textsFor(request, 'ownerArea'))('applications.chooseStatus') };
  const body = new FormData();
  body.append('status', status);
  const sent = await sendForm(api, 'POST', `restaurants/received-application/${id}/status`, body);
  if (!sent.ok) return { message: sent.failure.message ?? Object.values(sent.failure.fieldErrors)[0] };
  const page = pageFrom(request);
  return redirectWithMessage(`/RecievedApp${page > 1 ? `?page=${page}` : ''}`, sent.message);
}
