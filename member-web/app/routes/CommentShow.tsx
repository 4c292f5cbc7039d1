import type { LoaderFunctionArgs } from '@remix-run/node';

import { redirectOldPath } from '../old-paths.server';

/** /CommentShow: an old product path, moved for good (decision 215). */
export const loader = ({ request }: LoaderFunctionArgs) => redirectOldPath(request);
