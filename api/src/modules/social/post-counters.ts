import type { DataSource, EntityManager } from 'typeorm';
import { CommentEntity } from './entities/comment.entity';
import { PostEntity } from './entities/post.entity';

/**
 * The post's counters stay exact because every change of a like or a visible comment happens in a
 * transaction that first locks the post row (always the post first, so two changes never deadlock), then
 * changes the like or comment row, then the counter.
 */
export function lockPost(em: EntityManager, id: number): Promise<PostEntity | null> {
  return em.findOne(PostEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

export async function bumpCounter(
  em: EntityManager,
  postId: number,
  counter: 'likes_count' | 'comments_count',
  delta: 1 | -1,
): Promise<void> {
  await em
    .createQueryBuilder()
    .update(PostEntity)
    // A decrement stops at zero: rows written around the service (imports, repairs) must not turn a
    // moderation decision into an out-of-range error.
    .set({ [counter]: () => (delta > 0 ? `${counter} + 1` : `GREATEST(${counter}, 1) - 1`) })
    .where('id = :postId', { postId })
    .execute();
}

/** Deletes a comment; a visible one leaves its post's count (its author's delete, or staff removal). */
export async function deleteComment(db: DataSource, postId: number, id: number): Promise<void> {
  await db.transaction(async (em) => {
    await lockPost(em, postId);
    // Read again under the lock: a hold or release may have changed whether it counts.
    const current = await em.findOneBy(CommentEntity, { id });
    if (!current) return;
    await em.delete(CommentEntity, { id });
    if (current.held_at === null) await bumpCounter(em, postId, 'comments_count', -1);
  });
}
