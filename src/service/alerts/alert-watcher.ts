import type { Alert } from '../../contract/alerts';
import type { IntakeCounter } from '../intake/intake-counter';
import { PeriodicWorker, type WorkerSettings } from '../processes/background-worker';
import { currentConditions, type ConditionDependencies } from './alert-conditions';
import { alertSettings } from './alert-settings-store';
import { reconcileAlerts } from './alert-store';

/** Raises the alerts of what holds at `now` and clears those that stopped holding; answers the alerts raised. */
export async function evaluateAlerts(deps: ConditionDependencies, now: Date): Promise<Alert[]> {
  const settings = await alertSettings(deps.db);
  return reconcileAlerts(deps.db, await currentConditions(deps, settings, now), now);
}

export interface AlertWatcherDependencies extends WorkerSettings, ConditionDependencies {
  /** This process's intake, stored before each look so that its latest records count. */
  intake: IntakeCounter;
  /** The time now: the wall clock in the service, the test's own clock in tests. */
  now: () => Date;
}

/** How often the alerts are looked at: an alert is raised at most this long after what raised it. */
const IDLE_MS = 60_000;

/** Looks at the alerts every minute, in every service process (the store keeps one active alert of a kind). */
export const alertWatcher = (deps: AlertWatcherDependencies) =>
  new PeriodicWorker(deps, IDLE_MS, async () => {
    await deps.intake.flush();
    await evaluateAlerts(deps, deps.now());
  });
