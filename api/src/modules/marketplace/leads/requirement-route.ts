import { UserType } from '@app/contracts';
import type { MatchRoute } from './match-route';

/**
 * Requirements → vendors (decisions 301, 345): the vendors of the requirement's category who serve its
 * owner's city or state (`vendor_lead_targets`, keyed by category, place type, place and vendor).
 */
export const REQUIREMENT_ROUTE: MatchRoute = {
  subject: 'requirement',
  table: 'requirements',
  open: 't.held_at IS NULL AND t.accepted_quote_id IS NULL AND t.expired_at IS NULL',
  targets: 'vendor_lead_targets',
  leads: { table: 'requirement_leads', listing: 'requirement_id', member: 'vendor_id' },
  memberType: UserType.Vendor,
  profiles: { table: 'vendor_profiles', suggestable: 'TRUE' },
  async load(db, id, owner) {
    const [row]: Array<{
      id: number;
      user_id: number;
      title: string;
      description: string;
      category_id: number | null;
    }> = await db.query(
      'SELECT id, user_id, title, description, category_id FROM requirements WHERE id = ?',
      [id],
    );
    if (!row?.category_id) return null;
    const places: Array<['city' | 'state', number]> = [];
    if (owner.city_id) places.push(['city', owner.city_id]);
    if (owner.state_id) places.push(['state', owner.state_id]);
    return {
      id: row.id,
      user_id: row.user_id,
      title: row.title,
      summary: row.description.slice(0, 300),
      ranges: places.map(([type, place]) => ({
        where: 't.category_id = ? AND t.place_type = ? AND t.place_id = ?',
        params: [row.category_id, type, place],
      })),
    };
  },
  notification: { kind: 'lead_received', link: '/VendorListing/leads' },
  mail: (listing, vendor, site) => ({
    subject: `New requirement for your business: ${listing.title.slice(0, 80)}`,
    heading: `Hello ${vendor.first_name}, a restaurant needs what you sell`,
    paragraphs: [
      listing.title,
      listing.summary,
      `See it and send your quote: ${site}/VendorListing/leads`,
      `Choose how we mail you leads: ${site}/Home/User/notification-settings`,
    ],
  }),
  digest: (titles, vendor, site) => ({
    subject: `Requirements for your business today (${titles.length})`,
    heading: `Hello ${vendor.first_name}, restaurants need what you sell`,
    paragraphs: [
      ...titles,
      `See them and send your quotes: ${site}/VendorListing/leads`,
      `Choose how we mail you leads: ${site}/Home/User/notification-settings`,
    ],
  }),
};
