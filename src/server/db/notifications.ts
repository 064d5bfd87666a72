import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears on one channel. */
export interface NotificationHandlers {
  /** A notification arrived; PostgreSQL delivers it only once its transaction committed. */
  onNotify: (payload: string) => void;
  /** Whether notifications are arriving: false while the connection is down, when some may be missed. */
  onListening: (isListening: boolean) => void;
}

export type Unlisten = () => Promise<void>;

/** Subscribes to a PostgreSQL notification channel (LISTEN) until the returned function is called. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>;

/** Channel names are our own constants; quoting keeps them exact whatever their case. */
function quoteChannel(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

/** PGlite delivers notifications of its own (single-process) connection. */
export function listenOnPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(quoteChannel(channel), handlers.onNotify);
    handlers.onListening(true);
    return unlisten;
  };
}

/** How soon a lost listening connection is opened again. */
const RECONNECT_DELAY_MS = 500;
/**
 * A listening connection only ever receives, so a link that died silently (a firewall or NAT
 * dropping the idle flow) raises no error by itself: TCP keepalive and a query every so often,
 * which must answer in time, find it.
 */
const KEEPALIVE_DELAY_MS = 10_000;
const HEARTBEAT_INTERVAL_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5000;

/**
 * A dedicated PostgreSQL connection (not one of the pool's) that LISTENs, and opens again by itself
 * after the server went away; while it is down, `onListening(false)` tells the owner that it must
 * not trust what it kept in memory.
 */
export function listenOnPostgres(databaseUrl: string): Listen {
  return async (channel, handlers) => {
    let isClosed = false;
    let current: pg.Client | null = null;
    let reconnect: NodeJS.Timeout | undefined;

    function handleLoss(client: pg.Client): void {
      if (current === client) current = null;
      handlers.onListening(false);
      client.end().catch(() => undefined);
      if (isClosed || reconnect !== undefined) return;
      reconnect = setTimeout(() => {
        reconnect = undefined;
        void connect();
      }, RECONNECT_DELAY_MS);
    }

    async function connect(): Promise<void> {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 5000,
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
        query_timeout: HEARTBEAT_TIMEOUT_MS,
      });
      let isLost = false;
      let heartbeat: NodeJS.Timeout | undefined = undefined;
      const lose = () => {
        if (isLost) return;
        isLost = true;
        clearInterval(heartbeat);
        handleLoss(client);
      };
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', lose);
      try {
        await client.connect();
        await client.query(`LISTEN ${quoteChannel(channel)}`);
      } catch {
        lose();
        return;
      }
      if (isClosed) {
        await client.end();
        return;
      }
      current = client;
      heartbeat = setInterval(() => {
        client.query('select 1').catch(lose);
      }, HEARTBEAT_INTERVAL_MS);
      heartbeat.unref();
      handlers.onListening(true);
    }

    await connect();
    return async () => {
      isClosed = true;
      clearTimeout(reconnect);
      const client = current;
      current = null;
      await client?.end();
    };
  };
}
