import { PaymentReturnPaths } from '@app/contracts';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/**
 * /blueticksuccess?payment_id=…&status=…: where the API sends the browser after a blue-tick payment. As in
 * the seeds it shows nothing and goes to /Home/User, where the blue-tick card says the request is under
 * review. A payment the provider has not confirmed yet waits on the payment result page instead (which asks
 * the API, whatever this address says).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const paymentId = query.get('payment_id');
  if (query.get('status') === 'pending' && paymentId && /^\d+$/.test(paymentId)) {
    throw redirect(`${PaymentReturnPaths.success}?payment_id=${paymentId}`);
  }
  throw redirect('/Home/User');
}
