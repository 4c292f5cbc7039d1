import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { EditPostDialog } from '../components/social/edit-post';
import { LikesPanel } from '../components/social/likers';
import { PostCard } from '../components/social/post-card';
import { ReportDialog } from '../components/social/report';
import { ViewerProvider } from '../components/social/viewer';
import { metaT } from '../i18n/i18n';
import { idFrom } from '../locations.server';
import { getToken } from '../session.server';
import { commentsOf, findPost, likersOf, socialAction } from '../social.server';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => [
  {
    title: metaT(matches, 'social')('pages.postTitle', {
      title: loaded?.post.title || metaT(matches, 'social')('pages.post'),
    }),
  },
];

/**
 * The single post page. Without a session the visitor goes to the public copy (/postsnotAuth/{id}). The
 * query opens a dialog from the server, which is how the card's dialogs work without JavaScript:
 * ?edit=1 (author), ?likes=1&q=, ?report=1, ?report_comment={id}, ?edit_comment={id}.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idFrom(params.id);
  if (!id) throw new Response('Not found', { status: 404 });
  if (!(await getToken(request))) throw redirect(`/postsnotAuth/${id}`);
  const { api, me } = await requireMember(request);
  const query = new URL(request.url).searchParams;
  const [post, comments] = await Promise.all([findPost(api, id), commentsOf(api, id)]);
  const likers = query.get('likes') === '1' ? await likersOf(api, id) : null;
  return {
    me: { id: me.id },
    post,
    comments,
    likers,
    likesQuery: query.get('q') ?? '',
    editing: query.get('edit') === '1' && post.user?.id === me.id,
    reportPost: query.get('report') === '1',
    reportComment: idFrom(query.get('report_comment')),
    reported: query.get('reported') === '1',
    editingCommentId: idFrom(query.get('edit_comment')),
  };
}

export const action = ({ request }: ActionFunctionArgs) =>
  socialAction(request, { afterPostDeleted: '/Home/User' });

export default function PostPage() {
  const loaded = useLoaderData<typeof loader>();
  const { post } = loaded;
  const revalidator = useRevalidator();
  const here = `/posts/${post.id}`;
  return (
    <ViewerProvider viewer={{ kind: 'member', id: loaded.me.id }}>
      <div className="container page post-page">
        <PostCard
          post={post}
          standalone
          lead
          page={{ comments: loaded.comments, editingCommentId: loaded.editingCommentId }}
        />
        {loaded.editing ? (
          <EditPostDialog post={post} closeHref={here} onSaved={() => revalidator.revalidate()} />
        ) : null}
        {loaded.likers ? (
          <LikesPanel postId={post.id} likers={loaded.likers} query={loaded.likesQuery} />
        ) : null}
        {loaded.reportPost ? (
          <ReportDialog subjectType="post" subjectId={post.id} closeHref={here} done={loaded.reported} />
        ) : null}
        {loaded.reportComment ? (
          <ReportDialog
            subjectType="comment"
            subjectId={loaded.reportComment}
            closeHref={`${here}#comment-${loaded.reportComment}`}
            done={loaded.reported}
          />
        ) : null}
      </div>
    </ViewerProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
