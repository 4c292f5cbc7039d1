import SecurityIcon from '@mui/icons-material/Security';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, MenuItemLink, UserMenu } from 'react-admin';
import { session } from '../providers/session';
import { EnrolFirst } from './TwoFactorSetup';

const ConsoleUserMenu = () => (
  <UserMenu>
    <MenuItemLink to="/two-factor" primaryText="Two-factor sign-in" leftIcon={<SecurityIcon />} />
    <Logout />
  </UserMenu>
);

const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} />;

/**
 * The console's frame. A session that may only set up two-factor sign-in (the role requires it, not enrolled
 * yet) gets the set-up instead of any screen; the API refuses it everything else anyway.
 */
export const ConsoleLayout = ({ children }: { children: ReactNode }) =>
  session.mustEnrol() ? <EnrolFirst /> : <Layout appBar={ConsoleAppBar}>{children}</Layout>;
