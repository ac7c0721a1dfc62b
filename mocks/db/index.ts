import { seedMembers, type MembersTables } from './members';
import { seedNotices, type NoticesTables } from './notices';

/**
 * The mock backend's in-memory database: one seeded, deterministic state per session.
 * Each domain contributes its tables; `resetDb()` restores the seed (every story and test starts clean).
 */
export type Db = MembersTables & NoticesTables;

function seed(): Db {
  return { ...seedMembers(), ...seedNotices() };
}

export let db: Db = seed();

export function resetDb(): void {
  db = seed();
}
