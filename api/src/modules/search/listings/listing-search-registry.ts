import { Injectable } from '@nestjs/common';
import { ListingSearch } from '../search-indexes';
import type { SearchListing } from '@app/contracts';

/**
 * The listing index's binding (decision 251). Its engine reads the marketplace's listing kinds (tables,
 * columns, when a row may be found), which live with the marketplace; search cannot import the marketplace
 * (the marketplace imports search), so the marketplace's engine registers itself here at start, as modules
 * register maintenance tasks. Callers inject `ListingSearch`, which is this.
 */
@Injectable()
export class ListingSearchRegistryService extends ListingSearch {
  private engine: ListingSearch | null = null;

  use(engine: ListingSearch): void {
    this.engine = engine;
  }

  search(text: string, limit: number): Promise<SearchListing[]> {
    if (!this.engine) throw new Error('No listing search engine registered (is MarketplaceModule loaded?)');
    return this.engine.search(text, limit);
  }
}
