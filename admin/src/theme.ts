import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console stays English, but members write in Hindi too (decision 416): the font stack carries a
 * Devanagari face after the Latin ones, and body text has lines tall enough for Devanagari's vowel
 * signs, so a Hindi post or name in a list or a chip is neither boxes nor cut off.
 */
export const CONSOLE_FONTS = [
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans Devanagari"',
  '"Nirmala UI"',
  'Mangal',
  'sans-serif',
].join(', ');

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    ...defaultTheme.typography,
    fontFamily: CONSOLE_FONTS,
    body1: { lineHeight: 1.6 },
    body2: { lineHeight: 1.6 },
  },
  components: {
    ...defaultTheme.components,
    // Chips have a fixed height with hidden overflow: room for the signs above and below the line.
    MuiChip: { styleOverrides: { label: { lineHeight: 1.6 } } },
  },
};
