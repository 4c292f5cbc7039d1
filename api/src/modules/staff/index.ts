// The staff module's public face: staff accounts (the console's logins; the CLI creates them).
export { StaffModule } from './staff.module';
export { StaffService } from './staff.service';
