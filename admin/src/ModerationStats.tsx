import type { ModerationStats as ModerationStatsRecord } from '@app/contracts';
import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from './providers/dataProvider';
import { DownloadButton } from './shared/DownloadButton';
import { isMonth, previousMonth } from './shared/months';

const listOf = (resource: string, filter?: object) => ({
  pathname: `/${resource}`,
  search: filter ? `filter=${encodeURIComponent(JSON.stringify(filter))}` : '',
});

// Each counter opens the list it counts.
const COUNTERS: Array<{ key: keyof ModerationStatsRecord; to: ReturnType<typeof listOf>; alarm?: boolean }> =
  [
    { key: 'open', to: listOf('review-items', { status: 'open' }) },
    { key: 'overdue', to: listOf('review-items', { status: 'open', overdue: true }), alarm: true },
    {
      key: 'child_safety_open',
      to: listOf('review-items', { status: 'open', reason: 'child_safety' }),
      alarm: true,
    },
    { key: 'escalations_open', to: listOf('escalations') },
    { key: 'appeals_open', to: listOf('appeals', { status: 'open' }) },
  ];

/** The queue at a glance for moderators: how much is open, overdue, about child safety. */
export const ModerationStats = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [stats, setStats] = useState<ModerationStatsRecord | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    dataProvider
      .read<ModerationStatsRecord>('moderation-stats')
      .then((answer) => !cancelled && setStats(answer))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.moderation.title')}
        </Typography>
        {failed ? (
          <Typography color="error">{translate('app.moderation.failed')}</Typography>
        ) : (
          <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap component="dl" sx={{ m: 0 }}>
            {COUNTERS.map(({ key, to, alarm }) => {
              const value = stats?.[key];
              return (
                <Stack key={key} component={Link} to={to} sx={{ textDecoration: 'none' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`app.moderation.${key}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="h4"
                    sx={{ m: 0 }}
                    color={alarm && value ? 'error' : 'text.primary'}
                    data-testid={`stat-${key}`}
                  >
                    {value ?? '…'}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

/** The monthly transparency export (CSV): items by reason, actions, median time to action, appeals. */
export const TransparencyReport = () => {
  const translate = useTranslate();
  const [month, setMonth] = useState(previousMonth);
  const valid = isMonth(month);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.transparency.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.transparency.help')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          <TextField
            type="month"
            size="small"
            label={translate('app.transparency.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <DownloadButton
            path={`transparency-report?month=${encodeURIComponent(month)}`}
            filename={`transparency-${month}.csv`}
            label="app.transparency.download"
            disabled={!valid}
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
