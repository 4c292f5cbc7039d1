import { useEffect, useState } from 'react';

/** False on the server and in the first browser render; true once scripts run (JavaScript enhancements). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
