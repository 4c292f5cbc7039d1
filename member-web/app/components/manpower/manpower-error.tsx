import { areaErrorBoundary } from '../owner/owner-page';

/** A manpower page opened by an owner or a vendor (403): the page says the area is for professionals. */
export const ManpowerErrorBoundary = areaErrorBoundary('manpower:area.heading', 'manpower:area.only');
