/** Paise to the rupees the API answers (25000, 1250.5): exact for every amount the columns hold. */
export const rupees = (paise: number): number => paise / 100;

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** "HH:MM" of a TIME column ("09:30:00"), or null. */
export const hhmm = (time: string | null): string | null => (time ? time.slice(0, 5) : null);
