export const InvoiceErrors = {
  notFound: 'Invoice not found',
  badFilter: 'The filter must be a JSON object such as {"is_elite":1}.',
  badIsElite: 'The is elite must be 1 or 0.',
} as const;
