// The staff module's public face: staff accounts (the console's logins; the CLI and the console's Staff
// screen create them) and their two-factor sign-in.
export { StaffModule } from './staff.module';
export { StaffService } from './staff.service';
export { TwoFactorService } from './two-factor/two-factor.service';
