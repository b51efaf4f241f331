import { connect } from 'node:net';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** Whether something answers on the portal's address (a connection accepted within half a second). */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The database a command-line tool works on (`npm run seed`, `audit:verify`, exports, the payment
 * report): the PostgreSQL server of DATABASE_URL, or the embedded one in DATA_DIR. The embedded
 * database has one process at a time, so while the portal runs on it the tool stops and says so
 * (issue 28: `npm run audit:verify` failed without saying the portal had to be stopped).
 */
export async function openCliDatabase(config: Config, poolSize = 1): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize });
  if (await listening(config.host, config.port))
    throw new Error(
      `The portal is running on ${config.host}:${config.port} with the embedded database in ${config.dataDir}, ` +
        'which one process uses at a time: stop the portal first, then run this again ' +
        '(with DATABASE_URL, a PostgreSQL server, the portal may keep running).',
    );
  return openDatabase({ dataDir: config.dataDir });
}
