/**
 * The one query layer of the server: plain parameterised SQL, the same text on embedded PGlite and
 * on a PostgreSQL server. Both drivers answer `query(text, params)` with `{ rows }`, so the
 * repositories never know which one they talk to.
 */
export interface Database {
  // The caller names the shape of its rows; the drivers cannot check it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Called on a transaction's own handle it joins that transaction rather than nesting.
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onNotification` with the payload of each NOTIFY on `channel` (a plain identifier) by
   * any session, this one included, once its transaction commits; `onLost` when notifications
   * may have been missed since (the listening connection broke). Until closed. Not on a
   * transaction's handle.
   */
  listen?(
    channel: string,
    onNotification: (payload: string) => void,
    onLost: () => void,
  ): Promise<void>;
  /**
   * True when this process is the database's only session (PGlite): a notification reaches
   * `listen` with the statement that commits it, before anything else can read the change. On a
   * PostgreSQL server it comes milliseconds after, and another instance may read in between.
   */
  readonly notifiesAtCommit?: boolean;
}

/** What the migrations runner needs beyond queries: multi-statement scripts. */
export interface ScriptDatabase extends Database {
  transaction<T>(work: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
}

export interface ScriptTransaction extends Database {
  /** Runs a script of several statements, without parameters. */
  execScript(sql: string): Promise<void>;
}

/** The SQLSTATE of a database error, e.g. '23505' for a unique violation. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = error.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** A channel listened to while the database can: `listening` says whether no NOTIFY is missed. */
export interface ChannelWatch {
  /** False when the database cannot listen, or listening failed or was lost: then for good. */
  readonly listening: Promise<boolean>;
}

/**
 * Listens on `channel` for what is kept in memory and dropped on a change: `onNotification` for
 * each NOTIFY, `onLost` when some may have been missed, after which `listening` stays false.
 */
export function watchChannel(
  database: Database,
  channel: string,
  onNotification: (payload: string) => void,
  onLost: () => void = () => undefined,
): ChannelWatch {
  let listening = Promise.resolve(false);
  if (database.listen !== undefined) {
    const lost = () => {
      listening = Promise.resolve(false);
      onLost();
    };
    listening = database.listen(channel, onNotification, lost).then(
      () => true,
      () => false,
    );
  }
  return {
    get listening() {
      return listening;
    },
  };
}

/** Channel names go into SQL text too. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
}

/** Schema names go into SQL text (they cannot be parameters), so only plain identifiers pass. */
export function assertSchemaName(schema: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
}

/** A LIKE pattern for text containing `typed`: `%`, `_` and `\` typed are meant literally. */
export const containsPattern = (typed: string): string =>
  `%${typed.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
