import type { StaffDashboard } from '@app/contracts';
import {
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { formatMinor, minorDigits } from '../shared/money';
import { QueueBoardButton } from './QueueBoardButton';

const listOf = (resource: string, filter?: object) => ({
  pathname: `/${resource}`,
  search: filter ? `filter=${encodeURIComponent(JSON.stringify(filter))}` : '',
});

type Moderation = NonNullable<StaffDashboard['moderation']>;
// Each counter opens the list it counts.
const COUNTERS: Array<{ key: keyof Moderation; to: ReturnType<typeof listOf>; alarm?: boolean }> = [
  { key: 'open', to: listOf('review-items', { status: 'open' }) },
  { key: 'overdue', to: listOf('review-items', { status: 'open', overdue: true }), alarm: true },
  {
    key: 'child_safety_open',
    to: listOf('review-items', { status: 'open', reason: 'child_safety' }),
    alarm: true,
  },
  { key: 'escalations_open', to: listOf('escalations') },
  { key: 'appeals_open', to: listOf('appeals', { status: 'open' }) },
  { key: 'bluetick_pending', to: listOf('bluetick-requests', { status: 'under review' }) },
];

const shortDay = (day: string) => day.slice(5);

export const Panel = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, height: 'calc(100% - 16px)' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const ModerationCounters = ({ stats }: { stats: Moderation }) => {
  const translate = useTranslate();
  return (
    <Panel title="app.moderation.title">
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap component="dl" sx={{ m: 0 }}>
        {COUNTERS.map(({ key, to, alarm }) => (
          <Stack key={key} component={Link} to={to} sx={{ textDecoration: 'none' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`app.moderation.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h4"
              sx={{ m: 0 }}
              color={alarm && stats[key] ? 'error' : 'text.primary'}
              data-testid={`stat-${key}`}
            >
              {stats[key]}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
};

const SignupsChart = ({ data }: { data: NonNullable<StaffDashboard['signups']> }) => {
  const translate = useTranslate();
  const total = data.reduce((sum, d) => sum + d.count, 0);
  return (
    <Panel title="app.operations.signups">
      <Typography variant="body2" color="text.secondary">
        {translate('app.operations.signups_total', { smart_count: total })}
      </Typography>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} margin={{ top: 10, right: 10, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="count"
            name={translate('app.operations.signups_series')}
            stroke="#1976d2"
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Panel>
  );
};

const RevenueChart = ({ series }: { series: NonNullable<StaffDashboard['revenue']>[number] }) => {
  const translate = useTranslate();
  const scale = 10 ** minorDigits(series.currency);
  const data = series.days.map((d) => ({
    day: d.day,
    elite: d.elite_minor / scale,
    bluetick: d.bluetick_minor / scale,
  }));
  const total = series.days.reduce((sum, d) => sum + d.elite_minor + d.bluetick_minor, 0);
  const money = (value: number) => formatMinor(Math.round(value * scale), series.currency);
  return (
    <Panel title={translate('app.operations.revenue', { currency: series.currency })}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.operations.revenue_total', { amount: formatMinor(total, series.currency) })}
      </Typography>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 10, right: 10, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={shortDay} fontSize={12} />
          <YAxis fontSize={12} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          <Bar dataKey="elite" stackId="r" name={translate('app.operations.elite')} fill="#f9a825" />
          <Bar dataKey="bluetick" stackId="r" name={translate('app.operations.bluetick')} fill="#1976d2" />
        </BarChart>
      </ResponsiveContainer>
    </Panel>
  );
};

export const Queues = ({ queues }: { queues: NonNullable<StaffDashboard['queues']> }) => {
  const translate = useTranslate();
  const cell = (n: number | null) => (n === null ? '?' : n);
  return (
    <Panel title="app.operations.queues">
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.operations.queue')}</TableCell>
            <TableCell align="right">{translate('app.operations.waiting')}</TableCell>
            <TableCell align="right">{translate('app.operations.active')}</TableCell>
            <TableCell align="right">{translate('app.operations.failed_jobs')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((q) => (
            <TableRow key={q.queue}>
              <TableCell>{q.queue}</TableCell>
              <TableCell align="right">{cell(q.waiting)}</TableCell>
              <TableCell align="right">{cell(q.active)}</TableCell>
              <TableCell
                align="right"
                sx={{ color: q.failed ? 'error.main' : undefined }}
                data-testid={`failed-${q.queue}`}
              >
                {cell(q.failed)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <QueueBoardButton />
    </Panel>
  );
};

/**
 * What each role needs first, from one call that answers only the sections the role may see: the review
 * queue for moderators, revenue for finance, queues for the superadmin, sign-ups for everyone.
 */
export const OperationsDashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [data, setData] = useState<StaffDashboard | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    dataProvider
      .read<StaffDashboard>('dashboard')
      .then((answer) => !cancelled && setData(answer))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);

  if (failed) {
    return (
      <Typography color="error" sx={{ mt: 2 }}>
        {translate('app.operations.failed')}
      </Typography>
    );
  }
  if (!data) return null;
  return (
    <Grid container columnSpacing={2}>
      {data.moderation ? (
        <Grid size={12}>
          <ModerationCounters stats={data.moderation} />
        </Grid>
      ) : null}
      {data.revenue?.map((series) => (
        <Grid key={series.currency} size={{ xs: 12, lg: 6 }}>
          <RevenueChart series={series} />
        </Grid>
      ))}
      {data.signups ? (
        <Grid size={{ xs: 12, lg: 6 }}>
          <SignupsChart data={data.signups} />
        </Grid>
      ) : null}
      {data.queues ? (
        <Grid size={{ xs: 12, lg: 6 }}>
          <Queues queues={data.queues} />
        </Grid>
      ) : null}
    </Grid>
  );
};
