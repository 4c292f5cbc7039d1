import { createContext, useContext } from 'react';

/**
 * The per-request nonce of the document's Content-Security-Policy (see entry.server.tsx): the server gives
 * it to the inline scripts Remix renders. In the browser it is empty; browsers hide a nonce after load anyway.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
