/**
 * Member settings and data rights (issue 14): password and e-mail changes, account deletion, data export,
 * and the public contact form.
 */

/** Deleted accounts are deactivated at once and purged by the maintenance job after this many days. */
export const ACCOUNT_PURGE_AFTER_DAYS = 14;
/** What the deletion policy promises: deletion begins within 30 days, full removal within 90. */
export const DELETION_POLICY_DAYS = { begins: 30, removed: 90 } as const;
/** How long a data-export download link works. */
export const DATA_EXPORT_LINK_HOURS = 48;

export const CONTACT_LIMITS = {
  name: 100,
  email: 190,
  subject: 150,
  message: 5000,
  /** Messages a minute from one address. */
  perMinute: 3,
  /** Messages an hour from one address. */
  perHour: 10,
} as const;

export const DataRightsMessages = {
  passwordChanged: 'Your password has been changed. You were signed out on your other devices.',
  wrongPassword: 'The current password is not correct.',
  samePassword: 'The new password must differ from the current one.',
  emailCodeSent: 'We sent a code to your new e-mail address. Enter it to confirm the change.',
  emailChanged: 'Your e-mail address has been changed.',
  emailTaken: 'The email has already been taken.',
  emailSame: 'This is already your e-mail address.',
  noEmailChange: 'Ask for a new code first.',
  /** POST settings/language (decision 390), in the language just chosen. */
  languageSaved: 'Your language has been saved.',
  languageUnknown: 'The selected language is invalid.',
  accountDeleted:
    'Your account has been deleted. Your profile and content are no longer shown, and your data will be removed.',
  accountGone: 'This account has been deleted.',
  exportQueued: 'We are preparing your data. We will e-mail you a download link when it is ready.',
  exportExpired: 'This download link has expired or is not valid. Ask for a new export from your settings.',
  contactSent: 'Thank you. Your message has been sent; we will answer by e-mail.',
  contactHandled: 'Marked as handled.',
} as const;

/** A contact-form message as the staff console shows it. */
export interface StaffContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  member_id: number | null;
  status: 'open' | 'handled';
  handled_at: string | null;
  handled_by: number | null;
  created_at: string;
}
