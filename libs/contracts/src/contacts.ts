/**
 * Listing contacts and CVs for Elite members, with the member in control (issue 36 part 1, decisions
 * 210-213). One listing kind per seed screen that shows a contact; `cv` is a professional's CV and contact;
 * `restaurant` is a restaurant's phone and e-mail on the restaurant feed and its read-more (decision 213).
 */
export type ContactKind = 'requirement' | 'job' | 'franchise' | 'sale';
export type ContactSubject = ContactKind | 'cv' | 'restaurant';
export const CONTACT_SUBJECTS: readonly ContactSubject[] = [
  'requirement',
  'job',
  'franchise',
  'sale',
  'cv',
  'restaurant',
];

/**
 * The owner's choice on a listing (`contact_shown` of its create and update calls): 'elite' (the default,
 * the seeds' behaviour) lets Elite members reveal it; 'after_trade' keeps it until a quote, an application
 * or an interest.
 */
export type ContactShown = 'elite' | 'after_trade';
export const CONTACT_SHOWN_VALUES: readonly ContactShown[] = ['elite', 'after_trade'];

/**
 * What the caller may do about a listing's (or a CV's) contact, on every list row and read-more:
 * - `shown`: the contact fields are filled (the owner, or a trade relation: quoted, applied, interested);
 * - `reveal`: an Elite member of a type the seeds show it to; `POST contacts/{subject}/{id}` reveals it
 *   (recorded, counted against the daily cap);
 * - `after_trade`: the owner chose "only after a quote / application";
 * - `elite`: a free member of such a type (the site shows the Elite prompt);
 * - `none`: a member type the seeds never show this contact to.
 */
export type ContactAccess = 'shown' | 'reveal' | 'after_trade' | 'elite' | 'none';

/** `POST contacts/{subject}/{id}`: the revealed contact. */
export interface RevealedContact {
  subject: ContactSubject;
  subject_id: number;
  /** The member the contact belongs to. */
  member_id: number;
  name: string | null;
  mobile_no: string | null;
  email: string | null;
  /** The CV's download path (API), for `cv` with a resume; else null. */
  resume: string | null;
}

/** `GET contacts/views`: who revealed the caller's contact or CV, newest first. */
export interface ContactView {
  id: number;
  viewer: { id: number; name: string; photo: string | null; user_type_text: string };
  subject: ContactSubject;
  subject_id: number;
  /** ISO 8601. */
  created_at: string;
}

export const ContactMessages = {
  revealed: 'Contact shown.',
  /** 429 past the daily cap; {limit} is the setting. */
  dailyCap: (limit: number) =>
    `You have seen ${limit} contacts today, the most a day. You can see more tomorrow.`,
  afterTrade: {
    requirement: 'The owner shares this contact once you quote.',
    job: 'The owner shares this contact once you apply.',
    franchise: 'The owner shares this contact once you show interest.',
    sale: 'The owner shares this contact once you show interest.',
  } satisfies Record<ContactKind, string>,
  notForYou: 'This contact is not shown to your member type.',
  cvNotShared: 'This professional has not shared their CV.',
  restaurantNotShared: 'This restaurant has not shared its phone and e-mail.',
  /** The professional's consent box on Edit Profile (unticked by default). */
  cvConsentLabel: 'Let Elite restaurant owners see my CV and contact',
  /** The owner's consent box on the restaurant profile (unticked by default, decision 213). */
  restaurantConsentLabel: "Let Elite vendors and professionals see my restaurant's phone and e-mail",
  /** The listing forms' choice. */
  shownLabel: 'Who can see the contact details',
  shownOptions: {
    elite: 'Elite members (recommended)',
    after_trade: {
      requirement: 'Only after a quote',
      job: 'Only after an application',
      franchise: 'Only after they show interest',
      sale: 'Only after they show interest',
    } satisfies Record<ContactKind, string>,
  },
  showContact: 'Show contact',
} as const;
