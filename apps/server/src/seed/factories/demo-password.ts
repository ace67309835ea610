import { hash } from '@node-rs/argon2';

const hashes = new Map<string, Promise<string>>();
/** argon2id hash; memoised because hashing is deliberately slow and tests create many members. */
export function hashDemoPassword(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password);
    hashes.set(password, hashed);
  }
  return hashed;
}
