// The reviews module's public face: members' ratings for the lists of other modules (cards, quotes).
export { ReviewsModule } from './reviews.module';
export { ReviewReadsService } from './review-reads.service';
