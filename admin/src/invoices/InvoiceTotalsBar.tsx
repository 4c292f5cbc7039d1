import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { InvoiceTotals } from './types';

const FIELDS = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;

/**
 * The sums of every invoice the filters select (not only the page shown), per currency: one aggregate
 * query on the API, asked again whenever the filters change.
 */
export const InvoiceTotalsBar = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const [totals, setTotals] = useState<InvoiceTotals[] | null>(null);
  const [failed, setFailed] = useState(false);
  const filter = JSON.stringify(filterValues ?? {});

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    dataProvider
      .read<{ data: InvoiceTotals[] }>(`invoices/totals?filter=${encodeURIComponent(filter)}`)
      .then((answer) => !cancelled && setTotals(answer.data))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [dataProvider, filter]);

  return (
    <Box component="section" aria-label={translate('resources.invoices.totals.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('resources.invoices.totals.title')}
      </Typography>
      {failed ? (
        <Typography color="error">{translate('resources.invoices.totals.failed')}</Typography>
      ) : totals === null ? (
        <Typography>…</Typography>
      ) : totals.length === 0 ? (
        <Typography>{translate('resources.invoices.totals.none')}</Typography>
      ) : (
        totals.map((row) => (
          <Stack
            key={row.currency}
            direction="row"
            spacing={4}
            flexWrap="wrap"
            useFlexGap
            component="dl"
            sx={{ m: 0 }}
            data-testid={`totals-${row.currency}`}
          >
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('resources.invoices.totals.count')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {row.count}
              </Typography>
            </Box>
            {FIELDS.map((field) => (
              <Box key={field}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`resources.invoices.totals.${field}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid={`total-${row.currency}-${field}`}>
                  {row.currency} {row[field]}
                </Typography>
              </Box>
            ))}
          </Stack>
        ))
      )}
    </Box>
  );
};
