import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, type Repository } from 'typeorm';
import { ModerationService, type ScreenVerdict } from '../moderation';
import { CommentEntity } from './entities/comment.entity';
import { PostEntity } from './entities/post.entity';
import { bumpCounter, lockPost } from './post-counters';
import type { StoredImage } from './post-images';

/** The text of a post that moderation reads: everything its author wrote. */
const postText = (post: Pick<PostEntity, 'title' | 'description' | 'tags' | 'location'>) =>
  [post.title, post.description, post.tags, post.location].filter(Boolean).join('\n');

/** A stored image of a post, with the id of its row. */
export type NewPostImage = StoredImage & { mediaId: number };

/**
 * The social module's side of moderation: it lets moderation hold and release posts and comments (the
 * adapters registered at start-up), and screens what members write and upload.
 *
 * Screening fails closed: when no verdict can be had, the content is held (its author still sees it) and
 * the failure is logged, rather than publishing unscreened content or failing an already saved post.
 */
@Injectable()
export class SocialModeration implements OnModuleInit {
  private readonly logger = new Logger(SocialModeration.name);

  constructor(
    private readonly moderation: ModerationService,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit() {
    this.moderation.registerSubject('post', {
      authorOf: async (id) =>
        (await this.posts.findOne({ select: { user_id: true }, where: { id } }))?.user_id ?? null,
      hold: (id) => this.holdPost(id),
      release: async (id) => {
        await this.posts.update({ id, held_at: Not(IsNull()) }, { held_at: null });
      },
    });
    this.moderation.registerSubject('comment', {
      authorOf: async (id) =>
        (await this.comments.findOne({ select: { user_id: true }, where: { id } }))?.user_id ?? null,
      hold: (id) => this.setCommentHeld(id, true),
      release: (id) => this.setCommentHeld(id, false),
    });
  }

  /**
   * A new post is saved held (see PostEditing.create) and shown only once every check has passed: nobody
   * else can read it before it was screened, and a crash in between leaves it held (fail closed).
   */
  async screenNewPost(post: PostEntity, images: NewPostImage[]): Promise<void> {
    if (!(await this.anyHold(this.postChecks(post, images, true), 'post', post.id))) {
      await this.posts.update({ id: post.id }, { held_at: null });
    }
  }

  /** Screens an edited post (its text if it changed, each newly stored image) and holds it on any hold verdict. */
  async screenPost(post: PostEntity, images: NewPostImage[], textChanged: boolean): Promise<void> {
    if (await this.anyHold(this.postChecks(post, images, textChanged), 'post', post.id))
      await this.holdPost(post.id);
  }

  private postChecks(
    post: PostEntity,
    images: NewPostImage[],
    textChanged: boolean,
  ): Array<() => Promise<ScreenVerdict>> {
    const checks = images.map(
      (image) => () =>
        this.moderation.screenImage({
          subject: 'post',
          subjectId: post.id,
          mediaId: image.mediaId,
          authorId: post.user_id,
          image: image.data,
        }),
    );
    const text = postText(post);
    if (textChanged && text)
      checks.unshift(() =>
        this.moderation.screenText({ subject: 'post', subjectId: post.id, authorId: post.user_id, text }),
      );
    return checks;
  }

  /** Screens a new or edited comment and holds it on a hold verdict. */
  async screenComment(comment: CommentEntity): Promise<void> {
    const check = () =>
      this.moderation.screenText({
        subject: 'comment',
        subjectId: comment.id,
        authorId: comment.user_id,
        text: comment.body,
      });
    if (await this.anyHold([check], 'comment', comment.id)) await this.setCommentHeld(comment.id, true);
  }

  private async anyHold(
    checks: Array<() => Promise<ScreenVerdict>>,
    subject: 'post' | 'comment',
    id: number,
  ): Promise<boolean> {
    try {
      // Every check runs (each records its own evidence), not just those up to the first hold.
      let hold = false;
      for (const check of checks) hold = (await check()).hold || hold;
      return hold;
    } catch (error) {
      this.logger.error({ msg: 'screening failed; content held', subject, id, error: String(error) });
      return true;
    }
  }

  private async holdPost(id: number): Promise<void> {
    await this.posts.update({ id, held_at: IsNull() }, { held_at: new Date() });
  }

  /** A held comment leaves its post's count (others no longer see it); a released one comes back. Idempotent. */
  private async setCommentHeld(id: number, held: boolean): Promise<void> {
    const comment = await this.comments.findOne({ select: { post_id: true }, where: { id } });
    if (!comment) return;
    await this.db.transaction(async (em) => {
      await lockPost(em, comment.post_id);
      const { affected } = await em.update(
        CommentEntity,
        { id, held_at: held ? IsNull() : Not(IsNull()) },
        { held_at: held ? new Date() : null },
      );
      if (affected) await bumpCounter(em, comment.post_id, 'comments_count', held ? -1 : 1);
    });
  }
}
