/** The manpower area's menu: the old client's entries, in their order (docs/product.md#manpower-area). */
export function manpowerMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/ManpowerListings/ManpowerEditProfile/${memberId}`, label: 'Edit Profile' },
    { to: '/ManpowerListings/MyAppliedJobs', label: 'My Applied Jobs' },
    { to: '/ManpowerListings/JobsList', label: 'Jobs List' },
    { to: '/ManpowerListings/DownloadInvoiceManpower', label: 'Download Invoice' },
    { to: '/ManpowerListings/blue-tick', label: 'Purchase Blue-Tick' },
    // Beyond the old client: the jobs routed to the professional (decision 345).
    { to: '/ManpowerListings/job-alerts', label: 'Job alerts' },
  ];
}
