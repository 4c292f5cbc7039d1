import { CreatedAtColumn, DateTimeColumn, IdColumn, OptionalDateTimeColumn } from '../database/columns';

/**
 * What a single-use secret's row keeps (members' e-mail codes and password resets, staff invites and
 * recovery codes): never the secret, only its digest, and when it was used (it works once). Each table adds
 * its owner and its digest column; entities extend it (TypeORM reads the inherited columns).
 */
export abstract class SingleUseSecretColumns {
  @IdColumn() id: number;
  @OptionalDateTimeColumn() used_at: Date | null;
  @CreatedAtColumn() created_at: Date;
}

/** A single-use secret that stops working at `expires_at` (e-mail codes, password resets, staff invites). */
export abstract class ExpiringSecretColumns extends SingleUseSecretColumns {
  @DateTimeColumn() expires_at: Date;
}
