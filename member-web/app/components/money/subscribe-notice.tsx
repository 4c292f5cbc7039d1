import { Messages } from '@app/contracts';
import { Link } from '@remix-run/react';

import { FormAlert } from '../form-fields';

/**
 * The seeds' 'You need to subscribe to acceess this facility' for a page or form only Elite members may use,
 * with the way to subscribe. The API refuses the action anyway; this tells the member why before they try.
 */
export function SubscribeNotice() {
  return (
    <FormAlert tone="warning">
      <p>{Messages.subscribeToAccess}</p>
      <p>
        <Link to="/subscribe">Make this an Elite Account</Link>
      </p>
    </FormAlert>
  );
}
