import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { OperationsDashboard } from './dashboard/OperationsDashboard';
import { TransparencyReport } from './ModerationStats';
import { canModerate } from './providers/permissions';

/** Who is signed in, and with which role: the first thing a staff member should be able to check. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions();

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate('app.dashboard.title')} />
        <CardContent>
          {isPending || !identity ? null : (
            <>
              <Typography variant="h5" component="h2" gutterBottom>
                {translate('app.dashboard.signed_in_as', { name: identity.fullName })}
              </Typography>
              <Typography variant="body1">
                {translate('app.dashboard.role', {
                  role: translate(`app.roles.${identity.role}`, { _: String(identity.role) }),
                })}
              </Typography>
              {identity.email ? (
                <Typography variant="body2" color="text.secondary">
                  {identity.email}
                </Typography>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
      {/* Each role's figures: the review queue, revenue, sign-ups, queues (only what the role may see). */}
      <OperationsDashboard />
      {canModerate(permissions) ? <TransparencyReport /> : null}
    </>
  );
};
