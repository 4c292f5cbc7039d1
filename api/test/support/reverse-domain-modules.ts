import { DOMAIN_MODULES } from '../../src/modules/domain.modules';

// Imported before anything loads app.module.ts: the app is then built with its domain modules in reverse
// order, so routes register in the opposite order to production's.
DOMAIN_MODULES.reverse();
