import type { AppConfig } from '../config.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { TokenService } from './auth/token.ts';
import type { Db } from './db/connect.ts';
import type { DictCache } from './dict/dictCache.ts';
import type { ImportProgress } from './excel/importProgress.ts';
import type { DataScopes } from './permission/dataScope.ts';
import type { CompiledLists } from './query/compiledLists.ts';
import type { CountCache } from './query/countCache.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { SharedState } from './sharedState/sharedState.ts';
import type { FileStorage } from './storage/fileStorage.ts';

/** What feature modules get from the core: configuration and the shared mechanisms. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: TokenService;
  sessions: SessionStore;
  dicts: DictCache;
  counts: CountCache;
  /** SQL of list requests asked lately. */
  compiledLists: CompiledLists;
  /** Data rules (数据规则) of list menus, per user. */
  dataScopes: DataScopes;
  /** How far running Excel imports are. */
  imports: ImportProgress;
  realtime: RealtimeHub;
  /** Where uploaded files are kept (local folder or S3 bucket, from the config). */
  storage: FileStorage;
  /** Captchas, SMS codes, rate and lockout counters, job fire claims: in the database, or Redis when configured. */
  shared: SharedState;
}
