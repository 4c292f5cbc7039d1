/** Aadhaar as the form shows it: upper-case letters and digits in groups of 4 separated by a space. */
export function groupsOf4(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 12)
    .replace(/(.{4})(?=.)/g, '$1 ');
}
