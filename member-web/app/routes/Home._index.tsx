import { redirect } from '@remix-run/node';

/** /Home is the signed-in home's short form. */
export const loader = () => redirect('/Home/User');
