/**
 * THE authorization table: who may call each route of the API. authorization-matrix.int-spec.ts reads
 * the real route table of the running app and calls every route as each caller below; a route without an
 * entry here, or an entry without a route, fails that test.
 *
 * Outcomes are about authorization only, not business results:
 * - 'pass'   the call got past authentication and authorization: any status that is not 401, 403 or 5xx
 *            (a 422 for an empty body or a 404 for an unknown id is a pass);
 * - 401      no (acceptable) token: anonymous, or a member token on the staff face, or the reverse;
 * - 403      signed in with the wrong staff role;
 * - 'denied' a member acting on another member's resource: 403, or 404 where the API does not even tell
 *            that the resource exists.
 *
 * Adding a route: add its line here, choosing one of the kinds below (or spelling out each caller).
 */
import type { StaffRole } from '@app/contracts';

export type Outcome = 'pass' | 401 | 403 | 'denied';
export type Caller = 'anonymous' | 'member' | 'otherMember' | StaffRole;

/**
 * What a path parameter stands for when the matrix calls the route. Owned resources belong to `member`
 * and are made fresh for each route (so a DELETE by the owner cannot spoil another route's check);
 * `missing` is an id no row has.
 */
export type Fixture =
  | 'member' // the owner's user id
  | 'post' // a post by the owner
  | 'media' // an image of a post by the owner
  | 'comment' // a comment by the owner, on the owner's post
  | 'subscription' // the owner's pending Elite subscription
  | 'payment' // the owner's failed checkout payment
  | 'invoice' // an invoice issued to the owner
  | 'country' // India (101)
  | 'plan' // the Elite plan (1)
  | 'document' // `identity` (a blue-tick document kind)
  | 'fileKey' // a storage key no file has
  | 'review' // the owner's review of another member, not revealed yet (editable)
  | 'reviewOfMember' // a published review of the owner by another member (the owner may reply)
  | 'conversation' // a conversation of the owner's with a third member (mutual followers)
  | 'savedSearch' // one of the owner's saved searches
  | 'missing';

export interface RouteExpectation {
  anonymous: Outcome;
  /** A signed-in member; the owner of the resource when the route takes one. */
  member: Outcome;
  /** Another signed-in member calling with the owner's resource: only for routes about owned resources. */
  otherMember?: Outcome;
  superadmin: Outcome;
  moderator: Outcome;
  content_editor: Outcome;
  finance: Outcome;
  /** Path parameters (`:id` → fixture); any not named is `missing`. */
  params?: Record<string, Fixture>;
  /** A body valid enough that the service, not validation, decides (needed where a resource is owned). */
  body?: Record<string, unknown>;
  /** Why the outcome is what it is, where that is not obvious. */
  note?: string;
}

const allStaff = (outcome: Outcome) => ({
  superadmin: outcome,
  moderator: outcome,
  content_editor: outcome,
  finance: outcome,
});

/** Anyone, with or without a token (tokens are not even looked at). */
const PUBLIC = { anonymous: 'pass', member: 'pass', ...allStaff('pass') } as const;
/** Signed-in members only; staff tokens are not member tokens. */
const MEMBER = { anonymous: 401, member: 'pass', ...allStaff(401) } as const;
/** Visitors and members; a token that is sent must be a valid member token. */
const OPTIONAL_MEMBER = { anonymous: 'pass', member: 'pass', ...allStaff(401) } as const;
/** Any staff role; member tokens are refused. */
const STAFF = { anonymous: 401, member: 401, ...allStaff('pass') } as const;
/** Staff who moderate: moderators (and superadmins, who pass every role check). */
const MODERATION = { ...STAFF, content_editor: 403, finance: 403 } as const;
/** Atmnirbhar application review: finance and the superadmin (decision 145). */
const AGENT_REVIEW = { ...STAFF, moderator: 403, content_editor: 403 } as const;
/** The superadmin alone. */
const SUPERADMIN = { ...MODERATION, moderator: 403 } as const;
/** Content editors (and superadmins): podcasts, blogs, tutorials. */
const CONTENT = { ...STAFF, moderator: 403, finance: 403 } as const;
/** A ra-data-simple-rest resource of the content editors. */
const contentResource = (name: string): Record<string, RouteExpectation> => ({
  [`GET /admin-api/${name}`]: CONTENT,
  [`GET /admin-api/${name}/:id`]: CONTENT,
  [`POST /admin-api/${name}`]: CONTENT,
  [`PUT /admin-api/${name}/:id`]: CONTENT,
  [`DELETE /admin-api/${name}/:id`]: CONTENT,
});
/** Finance staff read the catalogue (coupons, plans, prices); the superadmin also writes it. */
const CATALOGUE_READ = { ...STAFF, moderator: 403, content_editor: 403 } as const;
/** Finance staff (and superadmins). */
const FINANCE = { ...STAFF, moderator: 403, content_editor: 403 } as const;

/**
 * A member route the matrix's member (a restaurant owner without Elite) is refused by a rule of the
 * marketplace: the Elite gate, or a route for vendors or manpower only.
 */
const MEMBER_REFUSED = { ...MEMBER, member: 403 } as const;

/** A member route about the owner's resource, which another member may not act on. */
const OWNED = { ...MEMBER, otherMember: 'denied' } as const;
/** A member route about the owner's resource that other members may also call (read, like, comment). */
const SHARED = { ...MEMBER, otherMember: 'pass' } as const;

export const expectations: Record<string, RouteExpectation> = {
  // Infrastructure and the OpenAPI document.
  'GET /api/health': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/': PUBLIC,
  'GET /api/docs/index.html': PUBLIC,
  'GET /api/docs/LICENSE': PUBLIC,
  'GET /api/docs/swagger-ui-init.js': PUBLIC,
  'GET /api/docs/docs/swagger-ui-init.js': PUBLIC,
  'GET /api/docs-json': PUBLIC,
  'GET /api/docs-yaml': PUBLIC,
  'GET /api/files/*key': {
    ...PUBLIC,
    params: { key: 'fileKey' },
    note: 'public images; keys are unguessable',
  },

  // Accounts.
  'POST /api/users': PUBLIC,
  'POST /api/users/elight-signup': PUBLIC,
  'POST /api/login': PUBLIC,
  'POST /api/verify-email': PUBLIC,
  'POST /api/resend-email-otp': PUBLIC,
  'POST /api/forgot-password': PUBLIC,
  'POST /api/password/reset': PUBLIC,
  'GET /api/logout': MEMBER,
  'GET /api/user': MEMBER,
  'GET /api/users': MEMBER,
  'GET /api/users/:id': { ...SHARED, params: { id: 'member' }, note: 'profiles are seen by members' },
  'POST /api/users/:id': { ...OWNED, params: { id: 'member' }, body: { business_name: 'Renamed' } },
  // Passkeys (decision 222): each member reaches only their own (another's id is a 404, like a missing one).
  'GET /api/passkeys': MEMBER,
  'POST /api/passkeys/registration-options': MEMBER,
  'POST /api/passkeys': MEMBER,
  'DELETE /api/passkeys/:id': MEMBER,
  'POST /api/passkeys/login-options': {
    ...PUBLIC,
    note: 'the login page: a challenge any passkey may answer',
  },
  'POST /api/passkeys/login': { ...PUBLIC, note: 'signs in with a passkey instead of a password' },

  // Follows.
  'POST /api/users/follow': MEMBER,
  'POST /api/users/unfollow': MEMBER,
  'POST /api/users/follow-action-type': MEMBER,
  'GET /api/users/my-followees': MEMBER,
  'GET /api/users/my-followers': MEMBER,
  'GET /api/users/my-follow-requests': MEMBER,

  // Social.
  'GET /api/posts': MEMBER,
  'GET /api/posts/my-posts': MEMBER,
  'GET /api/posts/likes-desc': { ...PUBLIC, note: 'the logged-out preview' },
  'GET /api/posts/recent': { ...PUBLIC, note: 'the landing page preview' },
  'GET /api/posts/:id': { ...OPTIONAL_MEMBER, otherMember: 'pass', params: { id: 'post' } },
  'POST /api/posts': MEMBER,
  'POST /api/posts/:id': { ...OWNED, params: { id: 'post' }, body: { description: 'edited' } },
  'DELETE /api/posts/:id': { ...OWNED, params: { id: 'post' } },
  'DELETE /api/medias/:id': { ...OWNED, params: { id: 'media' } },
  'POST /api/posts/like/:id': { ...SHARED, params: { id: 'post' } },
  'GET /api/posts/like/:id': { ...SHARED, params: { id: 'post' } },
  'GET /api/posts/comment/:id': { ...SHARED, params: { id: 'post' } },
  'POST /api/posts/comment/:id': { ...SHARED, params: { id: 'post' }, body: { body: 'nice' } },
  'GET /api/comments/:id': { ...SHARED, params: { id: 'comment' } },
  'POST /api/comments/:id': { ...OWNED, params: { id: 'comment' }, body: { body: 'edited' } },
  'DELETE /api/comments/:id': { ...OWNED, params: { id: 'comment' } },
  'POST /api/global-search': MEMBER,
  'GET /api/search/people': MEMBER,
  'GET /api/search/posts': MEMBER,
  'POST /api/reports': MEMBER,

  // Reviews and reputation (issue 33, decisions 280–282).
  'GET /api/users/:id/reviews': {
    ...SHARED,
    params: { id: 'member' },
    note: 'seen by members, like profiles',
  },
  'GET /api/reviews/pending': MEMBER,
  'GET /api/reviews/ratings': MEMBER,
  'GET /api/reviews/top-rated': MEMBER,
  'POST /api/reviews': MEMBER,
  'PUT /api/reviews/:id': {
    ...OWNED,
    params: { id: 'review' },
    body: { rating: 4, text: 'Edited', tags: [] },
    note: 'the author only, before the reveal',
  },
  'POST /api/reviews/:id/reply': {
    ...OWNED,
    params: { id: 'reviewOfMember' },
    body: { text: 'Thank you' },
    note: 'the reviewed member only',
  },

  // Locations and the catalogue (select boxes and prices before sign-up).
  'GET /api/countries': PUBLIC,
  'GET /api/countries/:id': { ...PUBLIC, params: { id: 'country' } },
  'GET /api/rw-states_of_country': PUBLIC,
  'GET /api/rw-cities_of_state': PUBLIC,
  'GET /api/user/plan': PUBLIC,
  'GET /api/apply-coupon/:plan': { ...PUBLIC, params: { plan: 'plan' } },

  // Billing.
  'POST /api/subscription': MEMBER,
  'GET /api/my-wallet': MEMBER,
  'GET /api/my-wallet/entries': MEMBER,
  'POST /api/dsa/dsas': MEMBER,
  'GET /api/dsa/my-application': MEMBER,
  'GET /api/dsa/panel': { ...MEMBER, member: 403, note: 'the Atmnirbhar Panel is for approved agents' },
  'POST /api/upload-bluetick-documents': MEMBER,
  'GET /api/bluetick-status': MEMBER,
  'POST /api/payments/checkout': MEMBER,
  'GET /api/payments/:id': { ...OWNED, params: { id: 'payment' } },
  'POST /api/payment/:subscription': { ...OWNED, params: { subscription: 'subscription' } },
  'POST /api/payment-bluetick/:id': { ...OWNED, params: { id: 'member' } },
  'GET /api/invoicess': MEMBER,
  'GET /api/download-invoice/:id': { ...OWNED, params: { id: 'invoice' } },
  // Providers call these; each checks the provider's signature or hash instead of a token.
  'POST /api/payments/payu/success': PUBLIC,
  'POST /api/payments/payu/failure': PUBLIC,
  'POST /api/payments/payu/webhook': PUBLIC,
  'POST /api/payments/razorpay/webhook': PUBLIC,
  'POST /api/payments/razorpay/verify': MEMBER,

  // Marketplace, part 1: the owner's area (docs/decisions/075). Listing ids are `missing` here: the
  // owner-only checks on real listings are in the marketplace-*.int-spec.ts files.
  'GET /api/admin/restaurantType': PUBLIC,
  'GET /api/restaurants/restaurants/my-profile': MEMBER,
  'GET /api/restaurants/restaurants': {
    ...MEMBER,
    note: "cards never carry a contact; each says the caller's contact_access (decision 213)",
  },
  'GET /api/restaurants/restaurants/:id': {
    ...MEMBER,
    note: 'the owner, a trade relation and Elite members; phone and e-mail for contact_access shown only',
  },
  'GET /api/vendor/vendor': MEMBER,
  'GET /api/mp/manpowers': MEMBER,
  'POST /api/restaurants/requirement': { ...MEMBER_REFUSED, note: 'Elite only' },
  'GET /api/restaurants/my-requirements': MEMBER,
  'POST /api/restaurants/requirement/:id': { ...MEMBER_REFUSED, note: 'Elite only' },
  'DELETE /api/restaurants/requirement/:id': MEMBER,
  'GET /api/restaurants/requirement': MEMBER,
  'GET /api/restaurants/requirement/:id': MEMBER,
  'GET /api/restaurants/received-interested-requirements': MEMBER,
  'GET /api/vendor/requirements': { ...MEMBER_REFUSED, note: 'vendors only' },
  'GET /api/vendor/leads': { ...MEMBER_REFUSED, note: 'vendors only' },
  'GET /api/trade-categories': PUBLIC,
  ...contentResource('trade-categories'),
  'POST /api/vendor/vendors/interested/:id': { ...MEMBER_REFUSED, note: 'vendors only' },
  'POST /api/restaurants/job': MEMBER,
  'GET /api/restaurants/job': MEMBER,
  'GET /api/restaurants/job/:id': MEMBER,
  'POST /api/restaurants/job/:id': MEMBER,
  'DELETE /api/restaurants/job/:id': MEMBER,
  'GET /api/restaurants/received-application': MEMBER,
  'POST /api/mp/manpowers/apply-now-job/:id': { ...MEMBER_REFUSED, note: 'manpower only' },
  'POST /api/restaurants/give-franchise': MEMBER,
  'GET /api/restaurants/give-franchise': MEMBER,
  'GET /api/restaurants/give-franchise/:id': MEMBER,
  'POST /api/restaurants/give-franchise/:id': MEMBER,
  'DELETE /api/restaurants/give-franchise/:id': MEMBER,
  'GET /api/restaurants/my-smr': MEMBER,
  'POST /api/restaurants/sell-my-restaurant': { ...MEMBER_REFUSED, note: 'Elite only' },
  'GET /api/restaurants/sell-my-restaurant': MEMBER,
  'GET /api/restaurants/sell-my-restaurant/:id': MEMBER,
  'POST /api/restaurants/sell-my-restaurant/:id': { ...MEMBER_REFUSED, note: 'Elite only' },
  'DELETE /api/restaurants/sell-my-restaurant/:id': MEMBER,
  // Listing feeds and read-more (decisions 115–117). The detail calls above answer 403 to non-Elite
  // members other than the owner and related members; the matrix calls them with missing ids (404: pass).
  'POST /api/restaurants/sell-my-restaurants/interested/:id': { ...MEMBER_REFUSED, note: 'Elite only' },
  'POST /api/restaurants/give-franchises/interested/:id': { ...MEMBER_REFUSED, note: 'Elite only' },
  'GET /api/restaurants/received-interests': MEMBER,
  'GET /api/restaurants/promoterestaurants': MEMBER,

  // Marketplace, part 2: the vendor's side and the quote comparison (decisions 105–108). The matrix's
  // member is an owner without Elite: refused by vendors-only routes and the read-more gate.
  'GET /api/vendor/profile': { ...MEMBER_REFUSED, note: 'vendors only' },
  'GET /api/vendor/vendor-inquiry': { ...MEMBER_REFUSED, note: 'vendors only' },
  'GET /api/vendor/promotevendors': MEMBER,
  'GET /api/vendor/vendor/:id': {
    ...MEMBER,
    note: 'a missing vendor is a 404 before the read-more gate (decision 115; marketplace-vendor-profile)',
  },
  'POST /api/vendor/vendor/interested/:id': { ...MEMBER, note: 'owners only' },
  'GET /api/restaurants/requirement/:id/quotes': { ...MEMBER, note: 'the requirement’s owner only' },
  'POST /api/restaurants/requirement/:id/accept-quote/:quoteId': {
    ...MEMBER,
    note: 'the requirement’s owner only',
  },
  // Suggested members and "Invite to quote" (decision 347; marketplace-suggestions.int-spec.ts).
  'GET /api/restaurants/requirement/:id/suggested-vendors': {
    ...MEMBER,
    note: 'the requirement’s owner only',
  },
  'POST /api/restaurants/requirement/:id/invite/:vendorId': {
    ...MEMBER,
    note: 'the requirement’s owner only',
  },
  'GET /api/restaurants/job/:id/suggested-professionals': { ...MEMBER, note: 'the job’s owner only' },
  'GET /api/mp/manpowers/job-alerts': { ...MEMBER_REFUSED, note: 'manpower only (decision 346)' },
  'POST /api/listings/:kind/:id/renew': { ...MEMBER, note: 'the listing’s owner only (decision 348)' },

  // Marketplace, part 2: restaurant professionals (docs/decisions/110–114). The matrix's member is an
  // owner without Elite; the professionals' own checks (self, applied-to owners) are in
  // marketplace-manpower.int-spec.ts.
  'GET /api/mp/manpowers/my-profile': { ...MEMBER_REFUSED, note: 'manpower only' },
  'GET /api/mp/manpowers/my-requirement-actions': { ...MEMBER_REFUSED, note: 'manpower only' },
  'POST /api/mp/manpowers/:id': { ...MEMBER_REFUSED, params: { id: 'member' }, note: 'manpower only' },
  'GET /api/mp/manpowers/:id': {
    ...MEMBER,
    params: { id: 'member' },
    note: 'the member themself; others need Elite or an application (the owner is no professional: 404)',
  },
  'GET /api/mp/manpowers/:id/resume': {
    ...OWNED,
    params: { id: 'member' },
    note: 'the professional and owners they applied to; 404 for everyone else',
  },
  'GET /api/mp/promotemanpowers': MEMBER,
  'GET /api/contacts/views': { ...MEMBER, note: "the member's own reveal log only" },
  'POST /api/contacts/:subject/:id': {
    ...MEMBER,
    note: 'the contact rule decides per subject, restaurant included (decisions 210, 213); an unknown subject is a 422',
  },
  'POST /api/restaurants/received-application/:id/status': {
    ...MEMBER,
    body: { status: 'reviewed' },
    note: 'the job owner only: another owner’s application is a 404',
  },

  // The staff console (/admin-api).
  'GET /admin-api/docs-json': { ...STAFF, note: 'the console operations, for staff only' },
  'POST /admin-api/auth/login': PUBLIC,
  'POST /admin-api/auth/logout': STAFF,
  'GET /admin-api/auth/me': STAFF,
  'POST /admin-api/auth/login/code': {
    ...PUBLIC,
    note: 'the second sign-in step; the challenge is the secret',
  },
  'POST /admin-api/auth/accept-invite': {
    ...PUBLIC,
    note: 'the one-time set-password link of an invitation',
  },
  'GET /admin-api/auth/two-factor': STAFF,
  'POST /admin-api/auth/two-factor/setup': STAFF,
  'POST /admin-api/auth/two-factor/confirm': STAFF,
  'POST /admin-api/auth/two-factor/disable': STAFF,
  'GET /admin-api/auth/passkeys': STAFF,
  'POST /admin-api/auth/passkeys/registration-options': STAFF,
  'POST /admin-api/auth/passkeys': STAFF,
  'DELETE /admin-api/auth/passkeys/:id': STAFF,
  'POST /admin-api/auth/login/passkey-options': {
    ...PUBLIC,
    note: 'the second sign-in step with a passkey; the challenge is the secret',
  },
  'POST /admin-api/auth/login/passkey': {
    ...PUBLIC,
    note: 'the second sign-in step with a passkey; the challenge is the secret',
  },
  'GET /admin-api/staff': SUPERADMIN,
  'GET /admin-api/staff/:id': SUPERADMIN,
  'POST /admin-api/staff': SUPERADMIN,
  'PUT /admin-api/staff/:id': SUPERADMIN,
  'POST /admin-api/staff/:id/invite': SUPERADMIN,
  'POST /admin-api/staff/:id/two-factor/reset': SUPERADMIN,
  'GET /admin-api/countries': STAFF,
  'GET /admin-api/countries/:id': { ...STAFF, params: { id: 'country' } },
  'GET /admin-api/states': STAFF,
  'GET /admin-api/states/:id': STAFF,
  'GET /admin-api/watched-words': MODERATION,
  'GET /admin-api/watched-words/:id': MODERATION,
  'POST /admin-api/watched-words': MODERATION,
  'DELETE /admin-api/watched-words/:id': MODERATION,
  // Public content (issue 14): no login; a member token makes likes count per member, staff tokens are refused.
  'GET /public/api/readall-podcasts': OPTIONAL_MEMBER,
  'GET /public/api/readall': OPTIONAL_MEMBER,
  'GET /public/api/show/:id': OPTIONAL_MEMBER,
  'POST /public/api/share/:id': OPTIONAL_MEMBER,
  'POST /public/api/like/:id': OPTIONAL_MEMBER,
  'POST /public/api/dislike/:id': OPTIONAL_MEMBER,
  'GET /public/api/tutorials': OPTIONAL_MEMBER,
  'GET /public/api/sitemap': OPTIONAL_MEMBER,
  'GET /public/api/policies/:slug': OPTIONAL_MEMBER,
  ...contentResource('podcasts'),
  ...contentResource('blogs'),
  ...contentResource('tutorials'),
  ...contentResource('policy-pages'),
  'POST /admin-api/content-images': CONTENT,
  'GET /admin-api/content-images/:name': {
    ...PUBLIC,
    note: 'public files (also at /api/files), through the console origin for its previews',
  },
  'GET /admin-api/bluetick-requests': MODERATION,
  'GET /admin-api/bluetick-requests/:id': MODERATION,
  'GET /admin-api/bluetick-requests/:id/documents/:document': {
    ...MODERATION,
    params: { document: 'document' },
  },
  'PUT /admin-api/bluetick-requests/:id': MODERATION,
  // Atmnirbhar review: finance and the superadmin (decision 145).
  'GET /admin-api/dsa-applications': AGENT_REVIEW,
  'GET /admin-api/dsa-applications/:id': AGENT_REVIEW,
  'GET /admin-api/dsa-applications/:id/documents/:document': AGENT_REVIEW,
  'PUT /admin-api/dsa-applications/:id': AGENT_REVIEW,

  // Trust and safety (issue 13, docs/decisions/120-129).
  'GET /admin-api/audit-log': SUPERADMIN,
  'GET /admin-api/review-items': MODERATION,
  'GET /admin-api/review-items/:id': MODERATION,
  'GET /admin-api/review-items/:id/evidence/:n': MODERATION,
  'POST /admin-api/review-items/bulk': MODERATION,
  'POST /admin-api/review-items/:id/actions': MODERATION,
  'GET /admin-api/moderation-stats': MODERATION,
  'GET /admin-api/members': MODERATION,
  'GET /admin-api/members/:id': MODERATION,
  'POST /admin-api/members/:id/suspend': MODERATION,
  'POST /admin-api/members/:id/unsuspend': MODERATION,
  'POST /admin-api/members/:id/ban': MODERATION,
  'GET /admin-api/appeals': MODERATION,
  'GET /admin-api/appeals/:id': MODERATION,
  'POST /admin-api/appeals/:id/decide': MODERATION,
  'GET /admin-api/reviews': MODERATION,
  'GET /admin-api/reviews/:id': MODERATION,
  'POST /admin-api/reviews/:id/hide': MODERATION,
  'GET /admin-api/image-blocklist': MODERATION,
  'GET /admin-api/image-blocklist/:id': MODERATION,
  'GET /admin-api/image-blocklist/:id/image': MODERATION,
  'DELETE /admin-api/image-blocklist/:id': SUPERADMIN,
  'GET /admin-api/escalations': MODERATION,
  'GET /admin-api/escalations/:id': MODERATION,
  'GET /admin-api/escalations/:id/package': MODERATION,
  'GET /admin-api/transparency-report': MODERATION,
  // Catalogue (issue 16): the superadmin writes, finance reads.
  'GET /admin-api/coupons': CATALOGUE_READ,
  'GET /admin-api/coupons/:id': CATALOGUE_READ,
  'POST /admin-api/coupons': SUPERADMIN,
  'PUT /admin-api/coupons/:id': SUPERADMIN,
  'DELETE /admin-api/coupons/:id': SUPERADMIN,
  'GET /admin-api/plans': CATALOGUE_READ,
  'GET /admin-api/plans/:id': { ...CATALOGUE_READ, params: { id: 'plan' } },
  'PUT /admin-api/plans/:id': { ...SUPERADMIN, params: { id: 'plan' } },
  'GET /admin-api/plan-prices': CATALOGUE_READ,
  'GET /admin-api/plan-prices/:id': CATALOGUE_READ,
  'POST /admin-api/plan-prices': SUPERADMIN,
  'PUT /admin-api/plan-prices/:id': SUPERADMIN,
  'DELETE /admin-api/plan-prices/:id': SUPERADMIN,
  // Operations: every staff role has a dashboard (its sections depend on the role); queues are the superadmin's.
  'GET /admin-api/dashboard': STAFF,
  'POST /admin-api/queues/session': SUPERADMIN,
  // Backups hold every member's data: the superadmin's alone (issue 37).
  'GET /admin-api/backups': SUPERADMIN,
  'POST /admin-api/backups': SUPERADMIN,
  'GET /admin-api/backups/:id': SUPERADMIN,
  'GET /admin-api/backups/:id/download': SUPERADMIN,
  'GET /admin-api/status': SUPERADMIN,
  'GET /admin-api/invoices': FINANCE,
  'GET /admin-api/invoices/totals': FINANCE,
  'GET /admin-api/invoices/export/register.csv': FINANCE,
  'GET /admin-api/invoices/export/gstr1.zip': FINANCE,
  'GET /admin-api/invoices/:id': { ...FINANCE, params: { id: 'invoice' } },
  'GET /admin-api/invoices/:id/pdf': { ...FINANCE, params: { id: 'invoice' } },
  'GET /admin-api/invoices/:id/credit-note/pdf': { ...FINANCE, params: { id: 'invoice' } },
  // Rupee exchange rates for foreign-currency invoices (decision 293): finance and the superadmin.
  'GET /admin-api/exchange-rates': FINANCE,
  'GET /admin-api/exchange-rates/:id': FINANCE,
  'POST /admin-api/exchange-rates': FINANCE,
  'PUT /admin-api/exchange-rates/:id': FINANCE,
  'DELETE /admin-api/exchange-rates/:id': FINANCE,
  'GET /admin-api/payments': FINANCE,
  'GET /admin-api/payments/:id': { ...FINANCE, params: { id: 'payment' } },
  'POST /admin-api/payments/:id/recheck': {
    ...FINANCE,
    note: 'an unknown id: the matrix runs no provider (finance-payments.int-spec re-checks a real one)',
  },
  'POST /admin-api/payments/:id/refund': {
    ...FINANCE,
    note: 'an unknown id: finance-payments.int-spec refunds a real one',
  },
  'GET /admin-api/subscriptions': FINANCE,
  'GET /admin-api/subscriptions/:id': { ...FINANCE, params: { id: 'subscription' } },
  'GET /api/moderation/notices': MEMBER,
  'POST /api/moderation/notices/:id/appeal': {
    ...OPTIONAL_MEMBER,
    note: "the member's own notices; without a login, the mailed link's token (a banned member cannot log in)",
  },
  'GET /api/grievance-contact': PUBLIC,
  // Notifications (issue 17): always the caller's own; another member's id is not found (404).
  'GET /api/notifications': MEMBER,
  'GET /api/notifications/unread-count': MEMBER,
  'POST /api/notifications/read-all': MEMBER,
  'POST /api/notifications/:id/read': MEMBER,
  'GET /api/notifications/preferences': MEMBER,
  'POST /api/notifications/preferences': MEMBER,
  'POST /api/notifications/unsubscribe': {
    ...PUBLIC,
    note: 'one-click unsubscribe (RFC 8058): the signed token of the mailed link is the credential',
  },
  // Saved searches (issue 32, decision 350): each member's own; another's id is a 404 like a missing one.
  'GET /api/saved-searches': MEMBER,
  'POST /api/saved-searches': MEMBER,
  'PUT /api/saved-searches/:id': {
    ...OWNED,
    params: { id: 'savedSearch' },
    body: { frequency: 'weekly' },
  },
  'DELETE /api/saved-searches/:id': { ...OWNED, params: { id: 'savedSearch' } },
  'POST /api/saved-searches/unsubscribe': {
    ...PUBLIC,
    note: "one-click unsubscribe of an alert's saved searches (RFC 8058, decision 372): the signed token is the credential",
  },
  // Conversations (issue 31): the inbox is always the caller's own; a conversation is its two members'
  // (an outsider gets 404 for everything about it, decision 270).
  'GET /api/conversations': MEMBER,
  'POST /api/conversations': MEMBER,
  'GET /api/conversations/unread-count': MEMBER,
  'POST /api/conversations/live-ticket': { ...MEMBER, note: "a ticket for the caller's own session" },
  'GET /api/conversations/:id': { ...OWNED, params: { id: 'conversation' } },
  'GET /api/conversations/:id/messages': { ...OWNED, params: { id: 'conversation' } },
  'POST /api/conversations/:id/messages': {
    ...OWNED,
    params: { id: 'conversation' },
    body: { body: 'matrix message' },
  },
  'POST /api/conversations/:id/read': { ...OWNED, params: { id: 'conversation' }, body: { up_to: 1 } },
  'POST /api/conversations/:id/block': { ...OWNED, params: { id: 'conversation' } },
  'POST /api/conversations/:id/unblock': { ...OWNED, params: { id: 'conversation' } },
  'POST /api/conversations/:id/mute': { ...OWNED, params: { id: 'conversation' }, body: { muted: true } },
  'POST /api/conversations/:id/leave': { ...OWNED, params: { id: 'conversation' } },
  'GET /api/conversations/:id/messages/:messageId/images/:n': {
    ...OWNED,
    params: { id: 'conversation' },
    note: 'an image of a message: participants only (404 to others, as the conversation)',
  },
  'POST /api/conversations/:id/messages/:messageId/report': {
    ...OWNED,
    params: { id: 'conversation' },
    body: { reason: 'spam' },
    note: 'the owner reports a message id no row has: 404 after the participant check',
  },
  // Member settings and data rights (issue 14).
  'POST /api/settings/password': MEMBER,
  'POST /api/settings/email': MEMBER,
  'POST /api/settings/email/confirm': MEMBER,
  'POST /api/settings/language': { ...MEMBER, body: { language: 'hi' } },
  'POST /api/settings/delete-account': MEMBER,
  'POST /api/settings/export': MEMBER,
  'GET /api/data-exports/:token': { ...PUBLIC, note: 'the mailed link: its random token is the credential' },
  'POST /api/contact': OPTIONAL_MEMBER,
  'GET /admin-api/contact-messages': MODERATION,
  'GET /admin-api/contact-messages/:id': MODERATION,
  'POST /admin-api/contact-messages/:id/handle': MODERATION,
};
