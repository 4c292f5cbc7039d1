import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { MemberDataPartsService } from '../../core/member-data/member-data-parts';
import { StorageDriver } from '../../core/storage/storage.driver';
import { CommentEntity } from './entities/comment.entity';
import { PostLikeEntity } from './entities/post-like.entity';
import { PostMediaEntity } from './entities/post-media.entity';
import { PostEntity } from './entities/post.entity';
import { bumpCounter, deleteComment, lockPost } from './post-counters';

/**
 * The social module's share of a member's data rights (issue 14): the member's posts with their images,
 * their comments and their likes, exported; and erased when a deleted account is purged (the counters of
 * other members' posts follow).
 */
@Injectable()
export class SocialMemberDataService implements OnModuleInit {
  constructor(
    private readonly parts: MemberDataPartsService,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
    @InjectRepository(PostMediaEntity) private readonly medias: Repository<PostMediaEntity>,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    @InjectRepository(PostLikeEntity) private readonly likes: Repository<PostLikeEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageDriver,
  ) {}

  onModuleInit() {
    this.parts.register({
      name: 'posts',
      export: async (memberId) => {
        const posts = await this.posts.find({ where: { user_id: memberId }, order: { id: 'ASC' } });
        const medias = posts.length
          ? await this.medias.find({ where: { post_id: In(posts.map((p) => p.id)) }, order: { id: 'ASC' } })
          : [];
        return {
          records: posts.map((p) => ({
            id: p.id,
            title: p.title,
            description: p.description,
            tags: p.tags,
            location: p.location,
            likes_count: p.likes_count,
            comments_count: p.comments_count,
            hidden: p.held_at !== null,
            created_at: p.created_at,
            images: medias.filter((m) => m.post_id === p.id).map((m) => m.path),
          })),
          files: medias.map((m) => m.path),
        };
      },
      erase: async (memberId) => {
        const posts = await this.posts.find({ select: { id: true }, where: { user_id: memberId } });
        if (!posts.length) return;
        const medias = await this.medias.find({ where: { post_id: In(posts.map((p) => p.id)) } });
        // Medias, likes and comments of the posts go with them (foreign keys).
        await this.posts.delete({ user_id: memberId });
        for (const media of medias)
          for (const key of [media.path, media.feed_path, media.thumb_path])
            if (key) await this.storage.delete(key);
      },
    });
    this.parts.register({
      name: 'comments',
      export: async (memberId) => ({
        records: (await this.comments.find({ where: { user_id: memberId }, order: { id: 'ASC' } })).map(
          (c) => ({
            id: c.id,
            post_id: c.post_id,
            comment: c.body,
            hidden: c.held_at !== null,
            created_at: c.created_at,
          }),
        ),
      }),
      erase: async (memberId) => {
        const rows = await this.comments.find({
          select: { id: true, post_id: true },
          where: { user_id: memberId },
        });
        for (const row of rows) await deleteComment(this.db, row.post_id, row.id);
      },
    });
    this.parts.register({
      name: 'likes',
      export: async (memberId) => ({
        records: (await this.likes.find({ where: { user_id: memberId }, order: { id: 'ASC' } })).map((l) => ({
          post_id: l.post_id,
          created_at: l.created_at,
        })),
      }),
      erase: async (memberId) => {
        const rows = await this.likes.find({
          select: { id: true, post_id: true },
          where: { user_id: memberId },
        });
        for (const row of rows) {
          await this.db.transaction(async (em) => {
            await lockPost(em, row.post_id);
            const gone = await em.delete(PostLikeEntity, { id: row.id });
            if (gone.affected) await bumpCounter(em, row.post_id, 'likes_count', -1);
          });
        }
      },
    });
  }
}
