import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, type Repository } from 'typeorm';
import { ModerationService, type ScreenVerdict } from '../moderation';
import { CommentEntity } from './entities/comment.entity';
import { PostMediaEntity } from './entities/post-media.entity';
import { PostEntity } from './entities/post.entity';
import { bumpCounter, deleteComment, lockPost } from './post-counters';
import { PostImagesService, type StoredImage } from './post-images';

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
export class SocialModerationService implements OnModuleInit {
  private readonly logger = new Logger(SocialModerationService.name);

  constructor(
    private readonly moderation: ModerationService,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    @InjectRepository(PostMediaEntity) private readonly medias: Repository<PostMediaEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly images: PostImagesService,
  ) {}

  onModuleInit() {
    this.moderation.registerSubject('post', {
      authorOf: async (id) =>
        (await this.posts.findOne({ select: { user_id: true }, where: { id } }))?.user_id ?? null,
      hold: (id) => this.holdPost(id),
      release: async (id) => {
        await this.posts.update({ id, held_at: Not(IsNull()) }, { held_at: null });
      },
      snapshot: (id) => this.postSnapshot(id),
      remove: (id) => this.removePost(id),
      holdAllBy: async (authorId, at) => {
        await this.posts.update({ user_id: authorId, held_at: IsNull() }, { held_at: at });
      },
      releaseAllBy: async (authorId, at) => {
        await this.posts.update({ user_id: authorId, held_at: at }, { held_at: null });
      },
      latestBy: async (authorId, limit) => {
        const rows = await this.posts.find({
          select: { id: true, title: true, description: true, created_at: true, held_at: true },
          where: { user_id: authorId },
          order: { id: 'DESC' },
          take: limit,
        });
        return rows.map((p) => ({
          id: p.id,
          title: p.title ?? p.description?.slice(0, 80) ?? null,
          created_at: p.created_at,
          hidden: p.held_at !== null,
        }));
      },
    });
    this.moderation.registerSubject('comment', {
      authorOf: async (id) =>
        (await this.comments.findOne({ select: { user_id: true }, where: { id } }))?.user_id ?? null,
      hold: (id) => this.setCommentHeld(id, true),
      release: (id) => this.setCommentHeld(id, false),
      snapshot: async (id) => {
        const comment = await this.comments.findOneBy({ id });
        return comment
          ? {
              title: null,
              description: null,
              body: comment.body,
              images: [],
              created_at: comment.created_at.toISOString(),
              created_ip: null,
            }
          : null;
      },
      remove: (id) => this.removeComment(id),
      holdAllBy: async (authorId, at) => {
        const rows = await this.comments.find({
          select: { id: true },
          where: { user_id: authorId, held_at: IsNull() },
        });
        for (const row of rows) await this.setCommentHeld(row.id, true, at);
      },
      releaseAllBy: async (authorId, at) => {
        const rows = await this.comments.find({
          select: { id: true },
          where: { user_id: authorId, held_at: at },
        });
        for (const row of rows) await this.setCommentHeld(row.id, false);
      },
    });
  }

  /** The post as moderation's evidence keeps it: its text, and its images with upload address and time. */
  private async postSnapshot(id: number) {
    const post = await this.posts.findOne({
      select: {
        id: true,
        title: true,
        description: true,
        tags: true,
        location: true,
        created_at: true,
        created_ip: true,
      },
      where: { id },
    });
    if (!post) return null;
    const medias = await this.medias.find({
      select: { id: true, path: true, created_at: true, upload_ip: true },
      where: { post_id: id },
      order: { id: 'ASC' },
    });
    return {
      title: post.title,
      description: [post.description, post.tags, post.location].filter(Boolean).join('\n') || null,
      body: null,
      images: medias.map((m) => ({
        key: m.path,
        upload_ip: m.upload_ip,
        uploaded_at: m.created_at.toISOString(),
      })),
      created_at: post.created_at.toISOString(),
      created_ip: post.created_ip,
    };
  }

  /** Staff removed the post: it goes with its images, likes and comments (moderation kept the evidence). */
  private async removePost(id: number): Promise<void> {
    const medias = await this.medias.find({ select: { path: true }, where: { post_id: id } });
    await this.posts.delete({ id });
    await this.images.remove(medias.map((m) => m.path));
  }

  private async removeComment(id: number): Promise<void> {
    const comment = await this.comments.findOne({ select: { post_id: true }, where: { id } });
    if (comment) await deleteComment(this.db, comment.post_id, id);
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
  private async setCommentHeld(id: number, held: boolean, at = new Date()): Promise<void> {
    const comment = await this.comments.findOne({ select: { post_id: true }, where: { id } });
    if (!comment) return;
    await this.db.transaction(async (em) => {
      await lockPost(em, comment.post_id);
      const { affected } = await em.update(
        CommentEntity,
        { id, held_at: held ? IsNull() : Not(IsNull()) },
        { held_at: held ? at : null },
      );
      if (affected) await bumpCounter(em, comment.post_id, 'comments_count', held ? -1 : 1);
    });
  }
}
