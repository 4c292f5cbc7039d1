/** The manpower area's menu: the seeds' entries, in their order (seed 001 §2 "Manpower area"). */
export function manpowerMenuLinks(memberId: number): Array<{ to: string; label: string }> {
  return [
    { to: `/ManpowerListings/ManpowerEditProfile/${memberId}`, label: 'Edit Profile' },
    { to: '/ManpowerListings/MyAppliedJobs', label: 'My Applied Jobs' },
    { to: '/ManpowerListings/JobsList', label: 'Jobs List' },
    { to: '/ManpowerListings/DownloadInvoiceManpower', label: 'Download Invoice' },
    { to: '/ManpowerListings/blue-tick', label: 'Purchase Blue-Tick' },
  ];
}
