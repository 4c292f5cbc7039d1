import {
  ApiError,
  FollowActionType,
  Messages,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  SOCIAL_LIMITS,
  type ApiClient,
  type Comment,
  type FollowPerson,
  type FollowState,
  type GlobalSearchResult,
  type LikeEntry,
  type LikeToggle,
  type Page,
  type Post,
} from '@app/contracts';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';

import { requireMember, throwIfUnavailable } from './accounts.server';
import { apiFor } from './api.server';
import { fieldMessages, type ServerTexts } from './form-rules';
import { textsFor } from './i18n/texts.server';
import { idFrom } from './locations.server';
import { destroySession, getToken } from './session.server';

/**
 * The social screens' calls to the API (posts, likes, comments, follows, search, reports), always from the
 * server with the member's token from the session cookie.
 */

/** The API client of a signed-in member's request; a visitor without a session is sent to /login. */
export async function memberApi(request: Request): Promise<ApiClient> {
  if (!(await getToken(request))) throw redirect('/login');
  return apiFor(request);
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────────────

/** Which list of posts a feed shows; also the `list` parameter of /resources/posts. */
export type FeedSource =
  { kind: 'home' } | { kind: 'member'; memberId: number } | { kind: 'mine' } | { kind: 'preview' };

/** One page of a feed: the home feed, a member's posts, your own posts, or the public preview. */
export async function postsPage(api: ApiClient, source: FeedSource, page: number): Promise<Page<Post>> {
  const per_page = SOCIAL_LIMITS.feedPageSize;
  switch (source.kind) {
    case 'home':
      return (await api.get<Page<Post>>('posts', { page, per_page })).data;
    case 'member':
      return (await api.get<Page<Post>>('posts', { filter: source.memberId, page, per_page })).data;
    case 'mine':
      return (await api.get<Page<Post>>('posts/my-posts', { page, per_page })).data;
    case 'preview':
      return (
        await api.get<Page<Post>>('posts/likes-desc', { page, pageSize: SOCIAL_LIMITS.previewPageSize })
      ).data;
  }
}

/** Reads `?page=` (from 1; anything else is page 1). */
export function pageFrom(url: URL): number {
  return idFrom(url.searchParams.get('page')) ?? 1;
}

/** Turns the API's "not found" (and a malformed id) into the site's 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
      throw new Response('Not found', { status: 404 });
    }
    throw error;
  }
}

export async function findPost(api: ApiClient, id: number): Promise<Post> {
  return orNotFound(async () => (await api.get<Post>(`posts/${id}`)).data);
}

export async function commentsOf(api: ApiClient, postId: number): Promise<Comment[]> {
  return (await api.get<Comment[]>(`posts/comment/${postId}`)).data;
}

export async function likersOf(api: ApiClient, postId: number): Promise<LikeEntry[]> {
  return (await api.get<LikeEntry[]>(`posts/like/${postId}`)).data;
}

export async function globalSearch(api: ApiClient, search: string): Promise<GlobalSearchResult> {
  return (await api.post<GlobalSearchResult>('global-search', { search })).data;
}

/** The three follow lists of the signed-in member. */
export const FOLLOW_LISTS = {
  following: 'users/my-followees',
  followers: 'users/my-followers',
  requests: 'users/my-follow-requests',
} as const;
export type FollowListName = keyof typeof FOLLOW_LISTS;

export async function followList(
  api: ApiClient,
  list: FollowListName,
  page = 1,
): Promise<Page<FollowPerson>> {
  return (await api.get<Page<FollowPerson>>(FOLLOW_LISTS[list], { page })).data;
}

/**
 * The follow pages' loader. The API keeps one set of lists, the signed-in member's, so a follow page under
 * another member's profile shows your own (decision 021). `path` is the page under /Profile/{id}/.
 */
export async function loadFollowLists<L extends FollowListName>(
  request: Request,
  profileId: string | undefined,
  path: string,
  lists: readonly L[],
): Promise<{ page: number; lists: Record<L, Page<FollowPerson>> }> {
  const { api, me } = await requireMember(request);
  if (idFrom(profileId) !== me.id) throw redirect(`/Profile/${me.id}/${path}`);
  const page = pageFrom(new URL(request.url));
  const pages = await Promise.all(lists.map((list) => followList(api, list, page)));
  return {
    page,
    lists: Object.fromEntries(lists.map((list, index) => [list, pages[index]])) as Record<
      L,
      Page<FollowPerson>
    >,
  };
}

/** The loader of the follow page `path` under /Profile/{id}/ that shows `lists`. */
export function followPageLoader<L extends FollowListName>(path: string, lists: readonly L[]) {
  return ({ request, params }: LoaderFunctionArgs) => loadFollowLists(request, params.id, path, lists);
}

// ── Actions ──────────────────────────────────────────────────────────────────────────────────────────────

/** Every form of the social screens names one of these in its `intent` field. */
export const SOCIAL_INTENTS = [
  'create-post',
  'update-post',
  'delete-post',
  'delete-media',
  'like',
  'comment',
  'update-comment',
  'delete-comment',
  'follow',
  'unfollow',
  'accept-follower',
  'remove-follower',
  'report',
] as const;
export type SocialIntent = (typeof SOCIAL_INTENTS)[number];

/**
 * What a social form hands back to its page. `target` names what it was about ("post:12", "comment:5",
 * "user:3", or "new-post"), so that only that card shows the message.
 */
export interface SocialOutcome {
  ok: boolean;
  intent: SocialIntent;
  target: string;
  message?: string;
  fieldErrors: Record<string, string>;
  post?: Post;
  comment?: Comment;
  like?: LikeToggle;
  follow?: FollowState;
}

type Done = Omit<SocialOutcome, 'ok' | 'intent' | 'target' | 'fieldErrors'>;

// The messages are keys of the `server` namespace (`social.*`), written in the reader's language by parse.
const id = z.preprocess((value) => idFrom(value as string), z.number({ message: 'social.validId' }));
const text = z.string().trim();

const Schemas = {
  post: z.object({ postId: id }),
  media: z.object({ mediaId: id }),
  comment: z.object({ commentId: id }),
  member: z.object({ memberId: id }),
  // Checked here too, so an empty comment box answers at once with the message beside it.
  body: z.object({ body: text.min(1, 'social.bodyRequired').max(SOCIAL_LIMITS.commentMaxLength) }),
  report: z.object({
    subject_type: z.enum(REPORT_SUBJECT_TYPES, { message: 'social.chooseSubject' }),
    subject_id: id,
    reason: z.enum(REPORT_REASONS as [string, ...string[]], { message: 'social.chooseReason' }),
    details: text.max(REPORT_DETAILS_MAX_LENGTH).optional(),
  }),
};

/** A refusal the form shows; `status` is the HTTP status of the answer. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly outcome: Pick<SocialOutcome, 'message' | 'fieldErrors'>,
  ) {
    super(outcome.message);
  }
}

function parse<T extends z.ZodTypeAny>(schema: T, form: FormData, t: ServerTexts): z.infer<T> {
  const raw: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldMessages(parsed.error)).map(([field, message]) => [
      field,
      message.startsWith('social.') ? t(message) : message,
    ]),
  );
  throw new Refusal(422, { message: Object.values(fieldErrors)[0], fieldErrors });
}

/** The post form's text fields and chosen images, as the API takes them (multipart, `medias[n]`). */
function postBody(form: FormData, t: ServerTexts, imagesAlready = 0): FormData {
  const body = new FormData();
  for (const field of ['title', 'location', 'description', 'tags'] as const) {
    const value = form.get(field);
    if (typeof value === 'string') body.append(field, value.trim());
  }
  const images = form
    .getAll('medias')
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
  if (images.length + imagesAlready > SOCIAL_LIMITS.maxImagesPerPost) {
    throw new Refusal(422, {
      message: t('social.tooManyImages', { max: SOCIAL_LIMITS.maxImagesPerPost }),
      fieldErrors: { medias: t('social.tooManyImages', { max: SOCIAL_LIMITS.maxImagesPerPost }) },
    });
  }
  const tooBig = images.find((image) => image.size > SOCIAL_LIMITS.maxImageBytes);
  if (tooBig) {
    const message = t('social.imageTooLarge', {
      name: tooBig.name,
      megabytes: SOCIAL_LIMITS.maxImageBytes / 1024 / 1024,
    });
    throw new Refusal(413, { message, fieldErrors: { medias: message } });
  }
  images.forEach((image, index) => body.append(`medias[${index}]`, image, image.name));
  return body;
}

const del = <T>(api: ApiClient, path: string) => api.request<T>('DELETE', path);

/** Runs one social intent against the API. */
async function perform(
  api: ApiClient,
  intent: SocialIntent,
  form: FormData,
  t: ServerTexts,
): Promise<{ target: string } & Done> {
  switch (intent) {
    case 'create-post': {
      const { data: post } = await api.request<Post>('POST', 'posts', { body: postBody(form, t) });
      return { target: 'new-post', post };
    }
    case 'update-post': {
      const { postId } = parse(Schemas.post, form, t);
      // The form says how many images the post has, for a friendly early message; the API decides.
      const imagesAlready = Number(form.get('imagesAlready')) || 0;
      const { data: post } = await api.request<Post>('POST', `posts/${postId}`, {
        body: postBody(form, t, imagesAlready),
      });
      return { target: `post:${postId}`, post };
    }
    case 'delete-post': {
      const { postId } = parse(Schemas.post, form, t);
      const { message } = await del(api, `posts/${postId}`);
      return { target: `post:${postId}`, message: message || Messages.recordsDeleted };
    }
    case 'delete-media': {
      const { mediaId } = parse(Schemas.media, form, t);
      const { postId } = parse(Schemas.post, form, t);
      await del(api, `medias/${mediaId}`);
      return { target: `post:${postId}`, post: await findPost(api, postId) };
    }
    case 'like': {
      const { postId } = parse(Schemas.post, form, t);
      const { data: like } = await api.post<LikeToggle>(`posts/like/${postId}`);
      return { target: `post:${postId}`, like };
    }
    case 'comment': {
      const { postId } = parse(Schemas.post, form, t);
      const { body } = parse(Schemas.body, form, t);
      const { data: comment } = await api.post<Comment>(`posts/comment/${postId}`, { body });
      return { target: `post:${postId}`, comment };
    }
    case 'update-comment': {
      const { commentId } = parse(Schemas.comment, form, t);
      const { body } = parse(Schemas.body, form, t);
      const { data: comment } = await api.post<Comment>(`comments/${commentId}`, { body });
      return { target: `comment:${commentId}`, comment };
    }
    case 'delete-comment': {
      const { commentId } = parse(Schemas.comment, form, t);
      const { message } = await del(api, `comments/${commentId}`);
      return { target: `comment:${commentId}`, message };
    }
    case 'follow':
    case 'unfollow': {
      const { memberId } = parse(Schemas.member, form, t);
      const { data: follow, message } = await api.post<FollowState>(`users/${intent}`, {
        followee_id: memberId,
      });
      return { target: `user:${memberId}`, follow, message };
    }
    case 'accept-follower':
    case 'remove-follower': {
      const { memberId } = parse(Schemas.member, form, t);
      const action_type = intent === 'accept-follower' ? FollowActionType.Accept : FollowActionType.Remove;
      const { message } = await api.post('users/follow-action-type', { follower_id: memberId, action_type });
      return { target: `user:${memberId}`, message };
    }
    case 'report': {
      const report = parse(Schemas.report, form, t);
      const { message } = await api.post('reports', { ...report, details: report.details || undefined });
      return { target: `${report.subject_type}:${report.subject_id}`, message };
    }
  }
}

/** What a failed intent was about, read from the form (for the message's place on the page). */
function targetOf(intent: SocialIntent, form: FormData): string {
  const field = (name: string) => String(form.get(name) ?? '');
  if (intent === 'create-post') return 'new-post';
  if (intent === 'update-comment' || intent === 'delete-comment') return `comment:${field('commentId')}`;
  if (intent === 'report') return `${field('subject_type')}:${field('subject_id')}`;
  if (form.has('memberId')) return `user:${field('memberId')}`;
  return `post:${field('postId')}`;
}

/** The API's refusal in the form's terms; the seeds' own text for a post that could not be created. */
function refusalFrom(error: unknown, intent: SocialIntent): Refusal {
  if (error instanceof Refusal) return error;
  if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
    const fieldErrors = error.fieldErrors();
    const message =
      intent === 'create-post' && error.status === 422
        ? Messages.postCreateFailed
        : error.body?.message || Messages.genericError;
    return new Refusal(error.status, { message, fieldErrors });
  }
  throw error;
}

/** Requests larger than this are refused before their body is read (every image at its limit, plus text). */
const MAX_REQUEST_BYTES = SOCIAL_LIMITS.maxImagesPerPost * SOCIAL_LIMITS.maxImageBytes + 1024 * 1024;

/** Query parameters that open a dialog; a form sent from an open dialog returns to the page without them. */
const DIALOG_PARAMS = [
  'index',
  'create',
  'edit',
  'likes',
  'q',
  'report',
  'report_comment',
  'report_review',
  'report_reply',
  'reported',
  'edit_comment',
];

/**
 * Where a plain (JavaScript-less) form returns after it worked: the page it was sent from, without the
 * dialog that was open, at the card it was about.
 */
function backTo(request: Request, outcome: SocialOutcome, afterPostDeleted: string): string {
  const url = new URL(request.url);
  if (outcome.intent === 'delete-post' && afterPostDeleted) return afterPostDeleted;
  url.searchParams.delete('index');
  if (outcome.intent === 'report') {
    // The report dialog stays open and says thank you.
    url.searchParams.set('reported', '1');
    return `${url.pathname}?${url.searchParams}`;
  }
  // Removing an image keeps the Edit Post dialog open for the next change.
  if (outcome.intent === 'delete-media') return `${url.pathname}?${url.searchParams}`;
  for (const param of DIALOG_PARAMS) url.searchParams.delete(param);
  const query = url.searchParams.toString();
  const [kind, id] = outcome.target.split(':');
  const anchor = kind === 'post' || kind === 'comment' ? `#${kind}-${id}` : '';
  return `${url.pathname}${query ? `?${query}` : ''}${anchor}`;
}

/** Whether a form's `intent` is one of the social ones (pages with forms of their own check first). */
export function isSocialIntent(value: unknown): value is SocialIntent {
  return SOCIAL_INTENTS.includes(value as SocialIntent);
}

/**
 * The action of every page that shows posts, follow buttons or follow lists. Forms send `intent`; a form
 * sent without JavaScript also carries `_nojs`, and after it worked the browser is redirected back to the
 * page (so a reload does not send it again). With JavaScript the outcome comes back as data.
 *
 * `afterPostDeleted`: where a plain form goes once the post it showed is gone (the single post page).
 */
export async function socialAction(request: Request, options: { afterPostDeleted?: string } = {}) {
  await memberApi(request);
  if (Number(request.headers.get('content-length')) > MAX_REQUEST_BYTES) {
    return data(
      outcomeOf('create-post', 'new-post', {
        message: (await textsFor(request, 'server'))('social.requestTooLarge'),
      }),
      { status: 413 },
    );
  }
  return handleSocialForm(request, await request.formData(), options);
}

/** socialAction for a page whose action has already read the form (it has forms of its own too). */
export async function handleSocialForm(
  request: Request,
  form: FormData,
  options: { afterPostDeleted?: string } = {},
) {
  const api = await memberApi(request);
  const intent = form.get('intent');
  if (!isSocialIntent(intent)) throw new Response('Unknown intent', { status: 400 });
  let outcome: SocialOutcome;
  try {
    const done = await perform(api, intent, form, await textsFor(request, 'server'));
    outcome = { ok: true, intent, fieldErrors: {}, ...done };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect('/login', { headers: { 'Set-Cookie': await destroySession(request) } });
    }
    throwIfUnavailable(error);
    const refusal = refusalFrom(error, intent);
    return data(outcomeOf(intent, targetOf(intent, form), refusal.outcome), { status: refusal.status });
  }
  if (form.has('_nojs')) throw redirect(backTo(request, outcome, options.afterPostDeleted ?? ''));
  return outcome;
}

function outcomeOf(
  intent: SocialIntent,
  target: string,
  failure: Pick<SocialOutcome, 'message' | 'fieldErrors'> | { message: string },
): SocialOutcome {
  return { ok: false, intent, target, fieldErrors: {}, ...failure };
}
