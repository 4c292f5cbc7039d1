/**
 * The marketplace, part 2: restaurant professionals (manpower, user_type 8). Their profile with a private
 * resume, their applications and the owners' application pipeline (docs/product.md#manpower-area,
 * docs/decisions/110–114). Field names are the seeds' (`type` is the category).
 */
import type { ContactAccess } from './contacts.js';
import type { NamedRef } from './accounts.js';
import type { MarketplaceMemberCard } from './marketplace.js';
import type { JobWants } from './leads.js';

export const MANPOWER_LIMITS = {
  /** Bytes of one resume (a PDF, checked by its content). */
  maxResumeBytes: 5 * 1024 * 1024,
  /** Entries of the promoted lists (Home's side cards). */
  promotedPageSize: 5,
} as const;

/** Where an application stands, as its job's owner moves it (decision 112). */
export const APPLICATION_STATUSES = [
  'awaiting_review',
  'reviewed',
  'contacted',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, string> = {
  awaiting_review: 'Awaiting review',
  reviewed: 'Reviewed',
  contacted: 'Contacted',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The statuses in Hindi (issue 35): the API's Hindi mails and notifications (decision 391). */
export const APPLICATION_STATUS_TEXT_HI: Record<ApplicationStatus, string> = {
  awaiting_review: 'देखे जाने का इंतज़ार',
  reviewed: 'देख लिया गया',
  contacted: 'संपर्क किया गया',
  hired: 'नौकरी मिल गई',
  rejected: 'नहीं चुना गया',
};

/** The moves an owner may make from each status; Hired and Rejected are final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  awaiting_review: ['reviewed', 'contacted', 'rejected'],
  reviewed: ['contacted', 'rejected'],
  contacted: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export const ManpowerMessages = {
  profileUpdated: 'Profile updated successfully',
  /** The member site's 403 page of the manpower area for owners and vendors. */
  areaOnly: 'Only restaurant professionals can use this area.',
  /** Jobs List: the restaurant's contacts show once the member applied (decision 113). */
  contactsAfterApplying: 'Shown once you apply',
  statusChanged: 'Application status updated.',
  resumeNotPdf: 'The resume must be a PDF file.',
  resumeTooLarge: 'The resume may be at most 5 MB.',
  resumeOnlyManpower: 'Only restaurant professionals can upload a resume.',
  resumeNotFound: 'Resume not found.',
  applicationNotFound: 'Application not found.',
  profileNotFound: 'Profile not found.',
  notYourProfile: 'You can change only your own profile.',
  badTransition: 'This application cannot move to that status.',
} as const;

/** `manpower` of `GET user` / `GET users/{id}`: the public part of a professional's profile. */
export interface MemberManpower {
  /** The member's user id. */
  id: number;
  /** The category (seed: `type`). */
  type: string | null;
  business_category: string | null;
  qualification: string | null;
  experience: string | null;
  /** "About you". */
  comments: string | null;
  /** "Main office city". */
  native_city: NamedRef | null;
  /** 1 when a resume was uploaded (the file itself is private: decision 111). */
  has_resume: 0 | 1;
  /** ISO 8601. */
  updated_at: string;
}

/**
 * `GET mp/manpowers/my-profile` and `GET mp/manpowers/{id}` (the seed's Manpower profile). Contact fields
 * (email, mobile_no, address, gst_no) are null unless the viewer is the member or an owner they applied to;
 * `resume` is the API path of the resume download for those same viewers, else null.
 */
export interface ManpowerProfile {
  id: number;
  user_id: number;
  name: string;
  type: string | null;
  business_category: string | null;
  qualification: string | null;
  experience: string | null;
  comments: string | null;
  photo: string | null;
  email: string | null;
  mobile_no: string | null;
  address: string | null;
  gst_no: string | null;
  country: NamedRef | null;
  state: NamedRef | null;
  /** "Main office city". */
  native_city: NamedRef | null;
  current_city: NamedRef | null;
  blue_tick: 0 | 1;
  has_resume: 0 | 1;
  resume: string | null;
  /** ISO 8601, or null before the first save. */
  updated_at: string | null;
  user_type_text: 'Manpower';
  user: { full_name: string; first_name: string; last_name: string; profile_photo: string | null };
  /** 1 when the professional lets Elite restaurant owners see their CV and contact (decision 211). */
  cv_consent: 0 | 1;
  /** What the caller may do about the CV and contact (decision 210). */
  contact_access: ContactAccess;
  /** What the professional wants job alerts for (decision 345): the professional's own reads only, else null. */
  job_wants: JobWants | null;
}

/** `POST mp/manpowers/{id}` (the member's own id): the seed's fields plus qualification and experience. */
export interface ManpowerProfilePayload {
  /** Full name: first word(s) and last name. */
  name?: string;
  /** Ignored: the e-mail is the login (changing it needs a verified address). */
  email?: string;
  address?: string;
  gst_no?: string;
  comments?: string;
  /** 1: let Elite restaurant owners see my CV and contact; 0 withdraws (decision 211). */
  cv_consent?: 0 | 1 | '0' | '1';
  type?: string;
  business_category?: string;
  qualification?: string;
  experience?: string;
  country_id?: number | string;
  state_id?: number | string;
  /** "Main office city": a city of the list. */
  native_city_id?: number | string;
  /** Job alerts (decision 345): positions wanted (a list, or one text with commas), at most 5. */
  wanted_positions?: string | string[];
  /** Cities wanted (ids), at most 10; none: the member's own city. */
  wanted_city_ids?: string | Array<number | string>;
  /** Rupees per month; empty: any. */
  min_salary?: number | string;
  current_city_id?: number | string;
}

/** `GET mp/manpowers` and `GET mp/promotemanpowers` rows: public cards with type and experience. */
export interface ManpowerCard extends MarketplaceMemberCard {
  type: string | null;
  experience: string | null;
  is_elite?: 0 | 1;
}

/**
 * `GET mp/manpowers/my-requirement-actions` rows (My applied jobs): one per application, newest first.
 * The restaurant's contact details are shown because the member applied (decision 113).
 */
export interface AppliedJob {
  /** The application's id. */
  id: number;
  job_id: number;
  title: string;
  position: string;
  is_closed: 0 | 1;
  restaurant: {
    user_id: number;
    name: string;
    business_name: string | null;
    mobile_no: string | null;
    email: string;
  };
  status: ApplicationStatus;
  status_text: string;
  /** ISO 8601. */
  created_at: string;
  status_changed_at: string | null;
}

/** `POST restaurants/received-application/{id}/status`. */
export interface ApplicationStatusPayload {
  status: ApplicationStatus;
}
