import { getMetadataStorage } from 'class-validator';

type Lookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];

/**
 * class-validator finds a class's rules on every validation by testing every class that has rules for
 * being a parent of it (`instanceof` against each of the API's few hundred DTOs): about 1 % of a feed
 * request's CPU (docs/decisions/190). The rules are fixed once the DTO modules are loaded, so the answer is
 * kept per class and options; registering any rule later forgets every kept answer.
 */
export function cacheValidationMetadata(): void {
  const storage = getMetadataStorage();
  if (CACHED in storage) return;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  let kept = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let ofTarget = kept.get(target);
    if (!ofTarget) kept.set(target, (ofTarget = new Map()));
    let metadatas = ofTarget.get(key);
    if (!metadatas) ofTarget.set(key, (metadatas = lookup(target, schema, always, strictGroups, groups)));
    return metadatas;
  };
  const forgetting =
    <A extends unknown[]>(add: (...args: A) => void) =>
    (...args: A) => {
      kept = new WeakMap();
      add(...args);
    };
  storage.addValidationMetadata = forgetting(storage.addValidationMetadata.bind(storage));
  storage.addConstraintMetadata = forgetting(storage.addConstraintMetadata.bind(storage));
  Object.defineProperty(storage, CACHED, { value: true });
}

const CACHED = Symbol('validation metadata cached');
