import { QUIET_SERVICE_SETTINGS } from './quiet-service-settings';
import { startServiceProcess, type ServiceProcess } from './service-process';
import { createPreparedTestDatabase, type TestDatabase } from './test-service';
import { clientCredentialsToken } from './tokens';

export interface SqliteCluster {
  service: ServiceProcess;
  database: TestDatabase;
  /** The integration client's token. */
  bearer: string;
  close(): Promise<void>;
}

/** The service as two processes on one prepared SQLite file, as a machine with two cores runs it. */
export async function startSqliteCluster(): Promise<SqliteCluster> {
  const database = await createPreparedTestDatabase();
  try {
    const service = await startServiceProcess({
      ...database.env,
      SERVICE_PROCESSES: '2',
      ...QUIET_SERVICE_SETTINGS,
    });
    return {
      service,
      database,
      bearer: await clientCredentialsToken(`${service.baseUrl}/oidc`),
      close: async () => {
        await service.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
