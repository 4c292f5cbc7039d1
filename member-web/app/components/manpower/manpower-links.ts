/**
 * The manpower area's menu: the old client's entries, in their order (docs/product.md#manpower-area);
 * `label` is the entry's key (manpower catalogue), whose English is the old client's label.
 */
export function manpowerMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/ManpowerListings/ManpowerEditProfile/${memberId}`, label: 'manpower:menu.editProfile' },
    { to: '/ManpowerListings/MyAppliedJobs', label: 'manpower:menu.appliedJobs' },
    { to: '/ManpowerListings/JobsList', label: 'manpower:menu.jobsList' },
    { to: '/ManpowerListings/DownloadInvoiceManpower', label: 'manpower:menu.downloadInvoice' },
    { to: '/ManpowerListings/blue-tick', label: 'manpower:menu.blueTick' },
    // Beyond the old client: the jobs routed to the professional (decision 345).
    { to: '/ManpowerListings/job-alerts', label: 'manpower:menu.jobAlerts' },
  ];
}
