import type { EntityManager } from 'typeorm';
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
    .set({ [counter]: () => `${counter} ${delta > 0 ? '+' : '-'} 1` })
    .where('id = :postId', { postId })
    .execute();
}
