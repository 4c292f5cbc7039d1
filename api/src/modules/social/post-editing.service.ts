import { type Post, SOCIAL_LIMITS } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import type { CleanImage } from '../../core/storage/images';
import type { PostFieldsDto } from './dto/post.dto';
import { NotificationsService } from '../notifications';
import { soundKeysOf } from '../search';
import { PostMediaEntity } from './entities/post-media.entity';
import { PostEntity } from './entities/post.entity';
import { lockPost } from './post-counters';
import { PostImagesService, type StoredImage } from './post-images';
import type { UploadedImage } from './post-uploads';
import { PostsService } from './posts.service';
import { type NewPostImage, SocialModerationService } from './social-moderation';
import { SocialErrors } from './social.errors';

type PostText = Pick<PostEntity, 'title' | 'description' | 'tags' | 'location'>;
const TEXT_FIELDS = ['title', 'description', 'tags', 'location'] as const;

/** The fields that were sent; one sent empty becomes null (cleared). */
function textChanges(fields: PostFieldsDto): Partial<PostText> {
  return Object.fromEntries(
    TEXT_FIELDS.filter((field) => fields[field] !== undefined).map((field) => [field, fields[field] || null]),
  );
}

/** A post says something when it has a title or a description (tags and location alone do not). */
const hasText = (post: Partial<PostText>) => !!(post.title || post.description);

/** What search reads of a post besides its text: its words' sound keys (decision 412). */
const searchKeys = (post: Partial<PostText>) => soundKeysOf(`${post.title ?? ''} ${post.description ?? ''}`);

const emptyPost = () => new InvalidInputError({ description: [SocialErrors.emptyPost] });

/**
 * Writing posts: create, edit (text, more images), delete, delete one image. Only the author edits or
 * deletes (403 for others; someone else's held post is a 404). Images are checked and re-encoded before
 * anything is written; new content is screened by moderation and its derivatives are queued afterwards.
 */
@Injectable()
export class PostEditingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly images: PostImagesService,
    private readonly moderation: SocialModerationService,
    private readonly reader: PostsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** `address`: the client's, kept with the post and its images as moderation evidence (decision 126). */
  async create(
    authorId: number,
    fields: PostFieldsDto,
    files: UploadedImage[],
    address: string | null = null,
  ): Promise<Post> {
    const text: PostText = {
      title: null,
      description: null,
      tags: null,
      location: null,
      ...textChanges(fields),
    };
    if (!hasText(text) && !files.length) throw emptyPost();
    const prepared = await this.images.prepare(files);
    const { post, added } = await this.writeWithImages(authorId, prepared, async (em, stored) => {
      // Held until screened (SocialModerationService.screenNewPost releases it).
      const saved = await em.save(
        em.create(PostEntity, {
          user_id: authorId,
          ...text,
          search_keys: searchKeys(text),
          held_at: new Date(),
          created_ip: address,
        }),
      );
      return { post: saved, added: await this.addMedias(em, saved.id, stored, address) };
    });
    await this.moderation.screenNewPost(post, added);
    await this.images.queueDerivatives(added.map((image) => image.mediaId));
    const said = `${text.title ?? ''}\n${text.description ?? ''}`;
    await this.notifications.mentions({
      authorId,
      text: said,
      subject: { type: 'post', id: post.id },
      link: `/posts/${post.id}`,
    });
    return this.reader.get(authorId, post.id);
  }

  /** Fields sent replace the old ones, fields left out stay; images sent are added to those already there. */
  async update(
    authorId: number,
    id: number,
    fields: PostFieldsDto,
    files: UploadedImage[],
    address: string | null = null,
  ): Promise<Post> {
    const before = await this.ownPost(authorId, id);
    const changes = textChanges(fields);
    const prepared = await this.images.prepare(files);
    const { post, added } = await this.writeWithImages(authorId, prepared, async (em, stored) => {
      const current = await lockPost(em, id);
      if (!current) throw new NotFoundError(SocialErrors.postNotFound);
      const imageCount = (await em.countBy(PostMediaEntity, { post_id: id })) + stored.length;
      if (imageCount > SOCIAL_LIMITS.maxImagesPerPost)
        throw new InvalidInputError({ medias: [SocialErrors.tooManyImages] });
      const next = { ...current, ...changes, updated_at: new Date() };
      if (!hasText(next) && !imageCount) throw emptyPost();
      const keys = 'title' in changes || 'description' in changes ? { search_keys: searchKeys(next) } : {};
      await em.update(PostEntity, { id }, { ...changes, ...keys, updated_at: next.updated_at });
      return { post: next, added: await this.addMedias(em, id, stored, address) };
    });
    const textChanged = TEXT_FIELDS.some((field) => field in changes && changes[field] !== before[field]);
    await this.published(post, added, textChanged);
    return this.reader.get(authorId, id);
  }

  /** Deletes the post with its images, likes and comments (cascade), then its files. */
  async remove(authorId: number, id: number): Promise<void> {
    await this.ownPost(authorId, id);
    const medias = await this.db
      .getRepository(PostMediaEntity)
      .find({ select: { path: true }, where: { post_id: id } });
    await this.db.getRepository(PostEntity).delete({ id });
    await this.images.remove(medias.map((m) => m.path));
  }

  /** Deletes one image; the last image of a post without text stays (delete the post instead). */
  async removeMedia(authorId: number, mediaId: number): Promise<Post> {
    const media = await this.db.getRepository(PostMediaEntity).findOneBy({ id: mediaId });
    if (!media) throw new NotFoundError(SocialErrors.mediaNotFound);
    await this.ownPost(authorId, media.post_id);
    await this.db.transaction(async (em) => {
      const post = await lockPost(em, media.post_id);
      if (!post) throw new NotFoundError(SocialErrors.mediaNotFound);
      if (!hasText(post) && (await em.countBy(PostMediaEntity, { post_id: post.id })) <= 1) {
        throw new InvalidInputError({ medias: [SocialErrors.lastImage] });
      }
      await em.delete(PostMediaEntity, { id: mediaId });
    });
    await this.images.remove([media.path]);
    return this.reader.get(authorId, media.post_id);
  }

  /** The author's post: 404 when the caller cannot see it, 403 when it is someone else's. */
  private async ownPost(authorId: number, id: number): Promise<PostEntity> {
    const post = await this.reader.findVisible(authorId, id);
    if (post.user_id !== authorId) throw new ForbiddenError(SocialErrors.notYourPost);
    return post;
  }

  /** Stores the images, then runs the database write; if the write fails, the files go again. */
  private async writeWithImages<T>(
    authorId: number,
    images: CleanImage[],
    write: (em: EntityManager, stored: StoredImage[]) => Promise<T>,
  ): Promise<T> {
    const stored = await this.images.store(authorId, images);
    try {
      return await this.db.transaction((em) => write(em, stored));
    } catch (error) {
      await this.images.remove(stored.map((image) => image.path));
      throw error;
    }
  }

  /** One row at a time, so each image's id is its own (multi-row inserts do not promise consecutive ids). */
  private async addMedias(
    em: EntityManager,
    postId: number,
    stored: StoredImage[],
    address: string | null,
  ): Promise<NewPostImage[]> {
    const added: NewPostImage[] = [];
    for (const image of stored) {
      const { identifiers } = await em.insert(PostMediaEntity, {
        post_id: postId,
        path: image.path,
        width: image.width,
        height: image.height,
        upload_ip: address,
      });
      added.push({ ...image, mediaId: Number(identifiers[0]!.id) });
    }
    return added;
  }

  /** After a write is committed: screen what is new, then ask for the image derivatives. */
  private async published(post: PostEntity, added: NewPostImage[], textChanged: boolean): Promise<void> {
    await this.moderation.screenPost(post, added, textChanged);
    await this.images.queueDerivatives(added.map((image) => image.mediaId));
  }
}
