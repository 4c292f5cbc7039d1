import type { NotificationKind, UserType } from '@app/contracts';
import type { DataSource } from 'typeorm';
import type { MemberFacts } from '../../members';

/** The listings routed to the members they match (decision 345). */
export type RoutedSubject = 'requirement' | 'job';

/** A mail's words (the `notice` template). */
export interface RouteMail {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** A listing as the router reads it when it routes it. */
export interface RoutedListing {
  id: number;
  user_id: number;
  title: string;
  /** A few lines of its text, for the mail. */
  summary: string;
  /**
   * The index ranges of the targets table (alias `t`) its matching members are in: each a condition on
   * the table's leading key columns (the router adds `t.user_id > ?`, orders by user id and reads a batch
   * at a time).
   */
  ranges: Array<{ where: string; params: unknown[] }>;
}

/**
 * One kind of routed listing, declared once (as a listing kind is, decision 240): where its listings and
 * their leads live, who may receive them, how its matching members are found, and what they are told.
 * The router (`LeadRouting`) does the rest the same way for every kind: the queue, the batches, the
 * exclusions, one lead per listing and member, the notification, the mail as the member chose, the sweep
 * and the daily digest.
 */
export interface MatchRoute {
  subject: RoutedSubject;
  /** The listing table: `user_id`, `held_at`, `leads_count`, `routed_at`. */
  table: 'requirements' | 'jobs';
  /** The condition (alias `t`) of a listing still routed and listed as a lead: visible and open. */
  open: string;
  /** The table of (match key…, user_id) rows the matching members are read from. */
  targets: string;
  /** The leads: one row per listing and member (unique), `in_digest`, `notified_at`, `created_at`. */
  leads: { table: 'requirement_leads' | 'job_leads'; listing: string; member: string };
  /** The members who may receive one. */
  memberType: UserType;
  /**
   * The members' profile table (`user_id`, `updated_at`: the suggestions' "most recently active"), and
   * the condition (alias `p`) a member must meet to be suggested to the owner (decision 347).
   */
  profiles: { table: 'vendor_profiles' | 'manpower_profiles'; suggestable: string };
  /** The listing (already known open) with what routing needs; null when nothing can match it. */
  load(db: DataSource, id: number, owner: MemberFacts): Promise<RoutedListing | null>;
  notification: { kind: NotificationKind; link: string };
  /** The instant mail of one lead. */
  mail(listing: RoutedListing, member: MemberFacts, site: string): RouteMail;
  /** The daily mail of the leads that waited (their titles, newest first). */
  digest(titles: string[], member: MemberFacts, site: string): RouteMail;
}
