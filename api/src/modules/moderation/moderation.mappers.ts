import type { WatchedWordRecord } from '@app/contracts';
import type { WatchedWordEntity } from './entities/watched-word.entity';

export function toWatchedWord(word: WatchedWordEntity): WatchedWordRecord {
  return {
    id: word.id,
    word: word.word,
    created_by: word.created_by,
    created_at: word.created_at.toISOString(),
  };
}
