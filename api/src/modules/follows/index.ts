// The follows module's public face: relations and counts between members.
export { FollowsModule } from './follows.module';
export {
  FollowsService,
  relationOf,
  type FollowCounts,
  type FollowStats,
  type Relation,
} from './follows.service';
