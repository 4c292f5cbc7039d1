import type { ReactNode } from 'react';

/** The card the payment result pages show their outcome in. */
export function ResultCard({ children }: { children: ReactNode }) {
  return (
    <div className="container page auth-page">
      <div className="card auth-card payment-result">{children}</div>
    </div>
  );
}
